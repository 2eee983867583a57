export * from './signalling';
export * from './video-events';
export * from './video-schemas';
