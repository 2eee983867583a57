export * from './attention-texts';
export * from './calendar';
export * from './common';
export * from './net-fall';
export * from './record-dtos';
export * from './record-events';
export * from './record-inputs';
export * from './rules';
