import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';

export type Errors = Partial<Record<string, string>>;

/**
 * A schema, or a function that loads it: public pages pass a loader so zod and the schemas load on the
 * visitor's first input (or the submit), not with the page.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

interface Validator<S extends z.ZodType> {
  schema: S;
  fieldErrors: (error: z.ZodError) => Errors;
}

/**
 * What a visitor typed into the prerendered form before React hydrated it, read by field `name` from the
 * form still holding the server's markup. React 19 writes a controlled input's state into the DOM while
 * hydrating, so state that did not start from these values would blank the fields.
 */
export function typedBeforeHydration<V extends Record<string, unknown>>(
  form: { elements: { namedItem(name: string): unknown } } | null,
  initial: V,
): V {
  if (!form) return initial;
  const adopted: Record<string, unknown> = { ...initial };
  for (const [key, value] of Object.entries(initial)) {
    const field = form.elements.namedItem(key) as {
      type?: string;
      value?: unknown;
      checked?: unknown;
    } | null;
    if (!field || typeof field !== 'object') continue;
    if (typeof value === 'boolean' && field.type === 'checkbox' && typeof field.checked === 'boolean')
      adopted[key] = field.checked;
    else if (typeof value === 'string' && typeof field.value === 'string' && field.type !== 'hidden')
      adopted[key] = field.value;
  }
  return adopted as V;
}

/**
 * Form state with validation by a shared zod schema: errors show after the first submit and then follow
 * every change; on a failed submit focus moves to the first invalid field. `submit` runs once at a time.
 * Spread `formProps` on the <form>: a prerendered form then posts (never a GET with the password in the
 * address) if it is submitted before React takes it over, and keeps what was typed into it meanwhile.
 */
export function useForm<S extends z.ZodType, V extends Record<string, unknown>>(
  source: SchemaSource<S>,
  initial: V,
  onValid: (data: z.output<S>) => Promise<Errors | undefined>,
) {
  // The form's id is the same in the prerendered markup and at hydration (useId), so the first state can
  // be read from the fields the visitor may already have filled.
  const formId = useId();
  const [values, setValues] = useState<V>(() =>
    typeof document === 'undefined'
      ? initial
      : typedBeforeHydration(document.getElementById(formId) as HTMLFormElement | null, initial),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const tried = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const validator = useRef<Validator<S> | null>(null);
  const loading = useRef<Promise<Validator<S>> | null>(null);

  const load = (): Promise<Validator<S>> => {
    // zod's CSP setting first: the schemas read it when they are created.
    loading.current ??= import('./zod-jitless')
      .then(() =>
        Promise.all([
          typeof source === 'function' ? source() : source,
          import('@pusula/contracts/public-forms'),
        ]),
      )
      .then(([schema, forms]) => {
        validator.current = { schema, fieldErrors: forms.fieldErrors };
        return validator.current;
      });
    loading.current.catch(() => {
      // A failed chunk load may be retried by the next input or submit.
      loading.current = null;
    });
    return loading.current;
  };

  // And once mounted: fields React left as the visitor filled them (or the browser's autofill) while the
  // state kept its initial value are adopted too, so the submit checks what is on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the DOM once, after hydration
  useEffect(() => {
    const onScreen = typedBeforeHydration(formRef.current, initial);
    setValues((prev) => {
      const changed = Object.keys(initial).filter(
        (key) => prev[key] === initial[key] && onScreen[key] !== initial[key],
      );
      if (changed.length === 0) return prev;
      return { ...prev, ...Object.fromEntries(changed.map((key) => [key, onScreen[key]])) };
    });
  }, []);

  // A loaded schema is fetched as soon as the visitor enters the form, so the submit rarely waits for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attaches once to the form element
  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof source !== 'function') return;
    const prepare = () => void load();
    form.addEventListener('focusin', prepare, { once: true });
    return () => form.removeEventListener('focusin', prepare);
  }, []);

  const check = (next: V, { schema, fieldErrors }: Validator<S>): { data?: z.output<S>; errors: Errors } => {
    const result = schema.safeParse(next);
    return result.success ? { data: result.data, errors: {} } : { errors: fieldErrors(result.error) };
  };

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((prev) => {
      const next = { ...prev, [key]: value };
      // After a submit the validator has loaded: errors follow every change.
      if (tried.current && validator.current) setErrors(check(next, validator.current).errors);
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
    const { data, errors: errs } = check(values, validator.current ?? (await load()));
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

  const formProps = { ref: formRef, id: formId, method: 'post', noValidate: true, onSubmit: submit } as const;

  return { values, errors, submitting, set, submit, reset, formRef, formProps };
}
