export * from './exam-countdown';
export * from './exam-date-schemas';
export * from './official-exam-dates';
