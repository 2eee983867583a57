export * from './constants';
export * from './events/catalog';
export * from './notes/note-events';
export * from './notes/note-schemas';
export * from './text';
