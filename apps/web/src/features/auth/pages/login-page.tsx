import { loginSchema } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeAfter } from '../../../lib/auth-paths';
import { useLogin } from '../api/login';
import { AuthForm } from '../components/auth-form';
import { loginFailureMessage, serverFieldErrors } from '../lib/auth-errors';

/** Spec part 1 section 2, "Login". */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });

  const typedEmail = watch('email').trim();
  const forgotHref = typedEmail
    ? `/auth/forgot-password?email=${encodeURIComponent(typedEmail)}`
    : '/auth/forgot-password';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      navigate(safeAfter(params.get('after')), { replace: true });
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, ['email', 'password'] as const)) {
        setError(field, { message });
      }
      setFailure(loginFailureMessage(error));
    }
  });

  return (
    <AuthForm
      title="Welcome"
      subtitle="Sign in to your account"
      failure={failure}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel="Sign in"
    >
      <TextInput
        label="Username"
        type="email"
        autoComplete="username"
        withAsterisk
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        withAsterisk
        error={errors.password?.message}
        {...register('password')}
      />
      <Group justify="flex-end">
        <Anchor component={Link} to={forgotHref} size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </AuthForm>
  );
}
