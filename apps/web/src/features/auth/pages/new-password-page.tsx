import { newPasswordFormSchema } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../../lib/auth-paths';
import { useResetPassword } from '../api/reset-password';
import { AuthForm } from '../components/auth-form';
import { requestFailureMessage, serverFieldErrors } from '../lib/auth-errors';

/** Spec part 1 section 2, "New password": the token comes from the e-mailed link's query. */
export function NewPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password1: '', password2: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The spec sends both fields and newPassword; it has no match check, the first one is the new password.
      await reset.mutateAsync({ ...values, newPassword: values.password1, token: params.get('token') ?? '' });
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      // e.g. the server refuses the current password as the new one: mark the field too.
      for (const [, message] of serverFieldErrors(error, ['newPassword', 'password1'] as const)) {
        setError('password1', { message });
      }
      setFailure(requestFailureMessage(error));
    }
  });

  return (
    <AuthForm
      title="Change password"
      subtitle="Your new password must be different than previously used passwords."
      failure={failure}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Save new password"
      footer={
        <Anchor component={Link} to="/auth/forgot-password" size="sm" ta="center">
          Request a new link
        </Anchor>
      }
    >
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        withAsterisk
        error={errors.password1?.message}
        {...register('password1')}
      />
      <PasswordInput
        label="Repeat new password"
        autoComplete="new-password"
        withAsterisk
        error={errors.password2?.message}
        {...register('password2')}
      />
    </AuthForm>
  );
}
