export * from './decider';
export * from './notes/note-decider';
export { parseOrRefuse } from './validation';
