import { Center, Loader } from '@mantine/core';

/** Full-height spinner while a page or the session loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
