/** Read queries of the student record, one module per tab; authorisation happens before them, in the api. */

export * from './attention';
export * from './coach-notes';
export * from './exam-dates';
export * from './goal-program';
export * from './homework';
export * from './last-activity';
export * from './mock-exams';
export * from './resources';
export * from './school-grades';
export * from './sessions';
export * from './student-entries';
export * from './topic-progress';
export * from './weekly-program';
export * from './weekly-summary';
