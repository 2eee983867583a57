import { istanbulParts } from '@pusula/contracts/student-record/calendar';

/**
 * The school term a day falls in, as the grade input writes it (`2025-2026/1`): the school year starts in
 * September; the first term runs to January, the second from February. Only the form's default: the
 * coach can type another term.
 */
export function schoolTermOf(at: Date): string {
  const { year, month } = istanbulParts(at);
  const start = month >= 9 ? year : year - 1;
  return `${start}-${start + 1}/${month >= 9 || month === 1 ? 1 : 2}`;
}
