import { Container, Stack, Title } from '@mantine/core';
import { Logo } from '../../components/logo';
import { MAIN_ID } from '../a11y/skip-link';
import { usePageTitle } from '../use-page-title';

/** Anonymous customer-facing pages (sell, return, open service, edit): built by later issues. */
export function PublicPage() {
  const title = usePageTitle();
  return (
    <Container size="sm" py="xl" component="main" id={MAIN_ID}>
      <Stack gap="lg">
        <Logo />
        <Title order={1}>{title}</Title>
      </Stack>
    </Container>
  );
}
