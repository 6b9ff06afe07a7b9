import { Alert, Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { AuthHeading } from './auth-layout';

interface AuthFormProps {
  title: string;
  subtitle?: string;
  /** The failure the last submit met (spec section 8), shown above the fields. */
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
  /** A link under the button (back to sign in, request a new link). */
  footer?: ReactNode;
}

/** The shape every sign-in page shares: heading, failure alert, fields, one submit button. */
export function AuthForm({
  title,
  subtitle,
  failure,
  onSubmit,
  submitting,
  submitLabel,
  children,
  footer,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <AuthHeading title={title} subtitle={subtitle} />
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {children}
        <Button type="submit" fullWidth loading={submitting} disabled={submitting}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
