import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthHeading } from '../components/auth-layout';

/** Spec part 1 section 2: "Email sent" after the reset link was requested. */
export function RecoverySentPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const loginHref = email ? `/auth/login?email=${encodeURIComponent(email)}` : '/auth/login';
  return (
    <Stack gap="md">
      <AuthHeading title="Email sent" subtitle="We've sent you an email with a link to reset your password." />
      {email ? (
        <Text size="sm">
          Sent to <strong>{email}</strong>
        </Text>
      ) : null}
      <Anchor component={Link} to={loginHref} size="sm">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
