import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

/** The contact part both lease dialogs share (part 2 section 3: firstName, lastName, email, phone). */
export interface LeaseContactValues {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
}

type ContactName = 'firstName' | 'lastName' | 'email' | 'phone';
const FIELDS: readonly { name: ContactName; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
];

interface LeaseContactFieldsProps {
  // The two forms' value types differ; both carry these four optional text fields.
  register: UseFormRegister<LeaseContactValues>;
  errors: FieldErrors<LeaseContactValues>;
  disabled: boolean;
}

/** First and last name, e-mail (checked by the domain schema) and phone, two to a line. */
export function LeaseContactFields({ register, errors, disabled }: LeaseContactFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {FIELDS.map((f) => (
        <TextInput
          key={f.name}
          label={f.label}
          type={f.type}
          autoComplete={f.autoComplete}
          error={errors[f.name]?.message as string | undefined}
          disabled={disabled}
          {...register(f.name)}
        />
      ))}
    </SimpleGrid>
  );
}
