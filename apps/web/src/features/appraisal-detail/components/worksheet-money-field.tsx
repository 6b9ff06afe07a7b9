import { Controller, useFormContext } from 'react-hook-form';
import { MoneyInput } from '../../../components/money-input';
import type { WorksheetMoneyField as Field, WorksheetFormValues } from '../lib/worksheet-form';

interface WorksheetMoneyFieldProps {
  name: Field;
  label: string;
  disabled?: boolean;
  allowNegative?: boolean;
}

/** One money input of the worksheet form, with its field message. */
export function WorksheetMoneyField({ name, label, disabled, allowNegative }: WorksheetMoneyFieldProps) {
  const { control } = useFormContext<WorksheetFormValues>();
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
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          allowNegative={allowNegative}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
