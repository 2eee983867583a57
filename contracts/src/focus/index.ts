export * from './focus-dtos';
export * from './focus-events';
export * from './focus-inputs';
