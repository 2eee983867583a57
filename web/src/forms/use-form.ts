import { fieldErrors } from '@pusula/contracts/public-forms';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

export type Errors = Partial<Record<string, string>>;

/**
 * Form state with validation by a shared zod schema: errors show after the first submit and then follow
 * every change; on a failed submit focus moves to the first invalid field. `submit` runs once at a time.
 */
export function useForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
  onValid: (data: z.output<S>) => Promise<Errors | undefined>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const tried = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const check = (next: V): { data?: z.output<S>; errors: Errors } => {
    const result = schema.safeParse(next);
    return result.success ? { data: result.data, errors: {} } : { errors: fieldErrors(result.error) };
  };

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((prev) => {
      const next = { ...prev, [key]: value };
      if (tried.current) setErrors(check(next).errors);
      return next;
    });
  };

  const focusFirstError = (errs: Errors) => {
    const first = Object.keys(errs)[0];
    if (!first) return;
    const el = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    el?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    tried.current = true;
    const { data, errors: errs } = check(values);
    setErrors(errs);
    if (!data) {
      focusFirstError(errs);
      return;
    }
    setSubmitting(true);
    try {
      const serverErrors = await onValid(data);
      if (serverErrors && Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        focusFirstError(serverErrors);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const reset = (next: V = initial) => {
    tried.current = false;
    setValues(next);
    setErrors({});
  };

  return { values, errors, submitting, set, submit, reset, formRef };
}
