import { ERROR_MESSAGES } from '@dealer/domain';
import { Anchor, Center, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MAIN_ID } from '../a11y/skip-link';

/** Spec part 1 section 8, unknown route: "PAGE NOT FOUND". */
export function NotFoundPage() {
  return (
    <Center mih="80vh" p="md" component="main" id={MAIN_ID}>
      <Stack align="center" gap="md">
        <Title order={1}>{ERROR_MESSAGES.pageNotFound}</Title>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
}
