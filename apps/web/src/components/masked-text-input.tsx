import { TextInput, type TextInputProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

type MaskedTextInputProps<TValues extends FieldValues, TOut> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<TValues, unknown, TOut>;
  name: FieldPath<TValues>;
  /** Reformats what was typed (the domain's phone, zip and date masks). */
  mask: (typed: string) => string;
};

/** A text field of a react-hook-form form whose value is reformatted as the user types. */
export function MaskedTextInput<TValues extends FieldValues, TOut = TValues>({
  control,
  name,
  mask,
  ...input
}: MaskedTextInputProps<TValues, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...input}
      error={fieldState.error?.message}
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(mask(e.currentTarget.value))}
    />
  );
}
