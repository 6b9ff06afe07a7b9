import { emailError, passwordError } from '@dealer/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeAfter } from '../../../lib/auth-paths';
import { type ClosedPage, closedPageOf } from '../../../lib/closed-page';
import { useLogin } from '../api/login';
import { AuthForm } from '../components/auth-form';
import { loginFailureMessage, serverFieldErrors } from '../lib/auth-errors';
import { useCheckedFields } from '../lib/use-checked-fields';

/**
 * Spec part 1 section 2, "Login". The first page most people load, so its two checks are plain
 * functions (loginSchema's rules, shared with the server) rather than a form and schema library.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const closed = closedPageOf(useLocation().state);
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { values, field, check, setError } = useCheckedFields(
    { email: params.get('email') ?? '', password: '' },
    { email: emailError, password: passwordError },
  );

  const typedEmail = values.email.trim();
  const forgotHref = typedEmail
    ? `/auth/forgot-password?email=${encodeURIComponent(typedEmail)}`
    : '/auth/forgot-password';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(event);
    if (!checked) return;
    setFailure(null);
    try {
      await login.mutateAsync({ email: checked.email.trim(), password: checked.password });
      navigate(safeAfter(params.get('after')), { replace: true });
    } catch (error) {
      for (const [name, message] of serverFieldErrors(error, ['email', 'password'] as const)) {
        setError(name, message);
      }
      setFailure(loginFailureMessage(error));
    }
  };

  return (
    <AuthForm
      title="Welcome"
      subtitle="Sign in to your account"
      failure={failure}
      onSubmit={onSubmit}
      submitting={login.isPending}
      submitLabel="Sign in"
    >
      {closed ? <ClosedPageNotice closed={closed} /> : null}
      <TextInput label="Username" type="email" autoComplete="username" withAsterisk {...field('email')} />
      <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...field('password')} />
      <Group justify="flex-end">
        <Anchor component={Link} to={forgotHref} size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </AuthForm>
  );
}

/**
 * Signed in, sent here because the page asked for is closed to their roles (issue 38 point 9): say
 * so, and offer the landing page their roles open; the form stays for signing in as someone else.
 */
function ClosedPageNotice({ closed }: { closed: ClosedPage }) {
  const at = closed.dealerName ? ` at ${closed.dealerName}` : '';
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title="This page is not open to you"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        You are signed in as {closed.email}, and your roles{at} do not open {closed.path || 'this page'}. Sign in with
        an account that may open it, or go on to your own start page.
      </Text>
      <Button component={Link} to={closed.landing} replace variant="default" size="xs" mt="sm">
        Go to your start page
      </Button>
    </Alert>
  );
}
