import { useRef, useState } from 'react';

type Values<F extends string> = Partial<Record<F, string>>;

export interface AmountFieldRegistration<F extends string> {
  name: F;
  defaultValue: string;
  ref: (input: HTMLInputElement | null) => void;
}

export interface AmountForm<F extends string> {
  register: (name: F) => AmountFieldRegistration<F>;
  /** What the inputs hold now. */
  values: () => Values<F>;
  /** The inputs back to the saved values (or to `next`, which become the saved ones); errors cleared. */
  reset: (next?: Values<F>) => void;
  setError: (name: F, message: string) => void;
  clearErrors: () => void;
  focus: (name: F) => void;
  errors: Partial<Record<F, string>>;
}

/**
 * A row's few amount inputs, uncontrolled: the inputs hold what is typed, errors are state set only
 * when a save finds one. Nothing happens on mount. A form library's mount-time state update
 * (react-hook-form marks itself ready in a layout effect) re-rendered every row of a list
 * synchronously right after the list's commit: about a fifth of the Buying center's blocking time
 * on a phone.
 */
export function useAmountForm<F extends string>(fields: readonly F[], defaults: Values<F>): AmountForm<F> {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const current = useRef(fields);
  current.current = fields;
  // Made once: the methods read the inputs and the saved values through refs, so effects can name them.
  const [methods] = useState(() => {
    const inputs = new Map<F, HTMLInputElement>();
    let saved = defaults;
    const clearErrors = () => setErrors((current) => (Object.keys(current).length === 0 ? current : {}));
    return {
      register: (name: F): AmountFieldRegistration<F> => ({
        name,
        defaultValue: saved[name] ?? '',
        ref: (input) => {
          if (input) inputs.set(name, input);
          else inputs.delete(name);
        },
      }),
      values: () =>
        Object.fromEntries(current.current.map((f) => [f, inputs.get(f)?.value ?? saved[f] ?? ''])) as Values<F>,
      reset: (next?: Values<F>) => {
        if (next) saved = next;
        for (const [name, input] of inputs) input.value = saved[name] ?? '';
        clearErrors();
      },
      setError: (name: F, message: string) => setErrors((current) => ({ ...current, [name]: message })),
      clearErrors,
      focus: (name: F) => inputs.get(name)?.focus(),
    };
  });
  return { ...methods, errors };
}
