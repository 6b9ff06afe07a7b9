import { type ChangeEvent, type FormEvent, useState } from 'react';

type Check = (value: string) => string | undefined;

/**
 * Text fields with a check each, for the sign-in page, which keeps a form library out of the first
 * load. Like react-hook-form's defaults: checked on submit, then again on every change, and the
 * first field in error gets the focus.
 */
export function useCheckedFields<F extends string>(initial: Record<F, string>, checks: Record<F, Check>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const names = Object.keys(checks) as F[];

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (submitted) setErrors((e) => ({ ...e, [name]: checks[name](value) }));
    },
  });

  /** On submit: the values when every check passes, else null with the messages shown. */
  const check = (event: FormEvent<HTMLFormElement>): Record<F, string> | null => {
    setSubmitted(true);
    const found = Object.fromEntries(names.map((n) => [n, checks[n](values[n])])) as Partial<Record<F, string>>;
    setErrors(found);
    const first = names.find((n) => found[n]);
    if (!first) return values;
    const input = event.currentTarget.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
    return null;
  };

  const setError = (name: F, message: string) => setErrors((e) => ({ ...e, [name]: message }));
  return { values, field, check, setError };
}
