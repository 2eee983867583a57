import { MESSAGE_CONTENT_MAX } from '@pusula/contracts/constants';
import { messages as m } from './texts';

/** A message the server would refuse, in Turkish; null when it may be sent. */
export function messageError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return m.required;
  if (trimmed.length > MESSAGE_CONTENT_MAX) return m.tooLong(MESSAGE_CONTENT_MAX);
  return null;
}
