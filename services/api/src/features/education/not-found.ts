import { DomainError } from '@pusula/domain';

/** The Turkish "not found" answers of the catalogue; the central error mapping turns them into 404. */
export const NOT_FOUND_MESSAGES = {
  examType: 'Sınav türü bulunamadı',
  classLevel: 'Sınıf seviyesi bulunamadı',
  course: 'Ders bulunamadı',
} as const;

export function notFound(what: keyof typeof NOT_FOUND_MESSAGES): DomainError {
  return new DomainError('NOT_FOUND', NOT_FOUND_MESSAGES[what]);
}

/** The value, or the "not found" error for `what` when the catalogue gave `undefined`. */
export function found<T>(value: T | undefined, what: keyof typeof NOT_FOUND_MESSAGES): T {
  if (value === undefined) throw notFound(what);
  return value;
}
