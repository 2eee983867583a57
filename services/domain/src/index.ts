export * from './accounts/account-decider';
export * from './accounts/email-reservation-decider';
export * from './accounts/student-decider';
export * from './decider';
export * from './notes/note-decider';
export * from './roster/coach-claim-decider';
export * from './roster/roster-decider';
export { parseOrRefuse } from './validation';
