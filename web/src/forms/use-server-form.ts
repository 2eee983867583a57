import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, messageOf } from '../lib/server-errors';

/**
 * The state of a portal form the server validates: the values, a setter per field, whether the save is
 * under way, and on a refusal the server's Turkish messages per field plus one for the form (or
 * `failedText` when it sent none).
 */
export function useServerForm<V extends Record<string, string>>(
  initial: V,
  save: (values: V) => Promise<void>,
  failedText: string,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setPending(true);
    setErrors({});
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageOf(error, failedText));
    } finally {
      setPending(false);
    }
  };
  return { values, set, errors, failure, pending, submit };
}
