import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, messageOf } from '../api';

/**
 * The state of an admin form the server validates: the values, a setter per field, and on submit the
 * server's Turkish messages per field plus one for the form (or `failedText` when it sent none).
 */
export function useServerForm<V extends Record<string, string>>(
  initial: V,
  save: (values: V) => Promise<void>,
  failedText: string,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof V) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageOf(error, failedText));
    }
  };
  return { values, set, errors, failure, submit };
}
