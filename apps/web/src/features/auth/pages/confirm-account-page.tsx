import { AUTH_MESSAGES, confirmAccountFormSchema } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { showAlert } from '../../../components/alert-dialog';
import { useConfirmAccount } from '../api/confirm-account';
import { useLogin } from '../api/login';
import { AuthForm } from '../components/auth-form';
import { requestFailureMessage } from '../lib/auth-errors';

/**
 * Spec part 1 section 2, "Confirm account": reads e-mail and token from the query, confirms,
 * signs in with the new password, then goes to "/".
 */
export function ConfirmAccountPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmAccount();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const email = params.get('email') ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(confirmAccountFormSchema),
    defaultValues: { newPassword: '', repeatPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await confirm.mutateAsync({ newPassword, email, token: params.get('token') ?? '' });
    } catch (error) {
      setFailure(requestFailureMessage(error));
      return;
    }
    try {
      await login.mutateAsync({ email, password: newPassword });
    } catch {
      await showAlert(AUTH_MESSAGES.confirmLoginFailed);
      return;
    }
    navigate('/', { replace: true });
  });

  return (
    <AuthForm
      title="Confirm Account"
      subtitle="Enter your new password here."
      failure={failure}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Signup"
    >
      {email ? <Text size="sm">{email}</Text> : null}
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        withAsterisk
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordInput
        label="Repeat new password"
        autoComplete="new-password"
        withAsterisk
        error={errors.repeatPassword?.message}
        {...register('repeatPassword')}
      />
    </AuthForm>
  );
}
