import { forgotPasswordSchema } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForgotPassword } from '../api/forgot-password';
import { AuthForm } from '../components/auth-form';
import { requestFailureMessage } from '../lib/auth-errors';

/** Spec part 1 section 2, "Forgot password". */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgot.mutateAsync(values);
      navigate(`/auth/recovery-sent?email=${encodeURIComponent(values.email)}`);
    } catch (error) {
      setFailure(requestFailureMessage(error));
    }
  });

  return (
    <AuthForm
      title="Reset password"
      failure={failure}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Email me a reset link"
      footer={
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          Back to sign in
        </Anchor>
      }
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        withAsterisk
        error={errors.email?.message}
        {...register('email')}
      />
    </AuthForm>
  );
}
