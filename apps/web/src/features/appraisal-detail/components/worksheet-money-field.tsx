import { Controller, useFormContext } from 'react-hook-form';
import { MoneyInput, type MoneyInputValue } from '../../../components/money-input';
import type { WorksheetMoneyField as Field, WorksheetFormValues } from '../lib/worksheet-form';

interface WorksheetMoneyFieldProps {
  name: Field;
  label: string;
  disabled?: boolean;
  allowNegative?: boolean;
  /** A rule checked as the amount is entered (on leaving the field, and again while it is wrong). */
  check?: (value: MoneyInputValue) => string | null;
}

/** One money input of the worksheet form, with its field message. */
export function WorksheetMoneyField({ name, label, disabled, allowNegative, check }: WorksheetMoneyFieldProps) {
  const { control, setError, clearErrors } = useFormContext<WorksheetFormValues>();
  const apply = (value: MoneyInputValue) => {
    const message = check?.(value);
    if (message) setError(name, { type: 'validate', message });
    else clearErrors(name);
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            if (check && fieldState.error) apply(value);
          }}
          onBlur={() => {
            field.onBlur();
            if (check) apply(field.value);
          }}
          disabled={disabled}
          allowNegative={allowNegative}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
