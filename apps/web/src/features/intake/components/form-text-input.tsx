import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { AppraisalFormValues } from '../lib/form-values';

type TextField = {
  [K in keyof AppraisalFormValues]: AppraisalFormValues[K] extends string ? K : never;
}[keyof AppraisalFormValues];

interface FormTextInputProps extends Omit<TextInputProps, 'form' | 'name' | 'error'> {
  form: UseFormReturn<AppraisalFormValues>;
  name: TextField;
}

/** A text field of the appraisal form: registered by name, with its field message, no autofill. */
export function FormTextInput({ form, name, ...props }: FormTextInputProps) {
  return (
    <TextInput autoComplete="off" error={form.formState.errors[name]?.message} {...props} {...form.register(name)} />
  );
}
