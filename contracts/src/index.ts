export * from './accounts/account-events';
export * from './accounts/account-schemas';
export * from './constants';
export * from './events/catalog';
export * from './notes/note-events';
export * from './notes/note-schemas';
export * from './roster/roster-events';
export * from './text';
