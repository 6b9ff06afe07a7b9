import { reportLoadError } from '@dealer/domain';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { getReportLink, startConnection } from '../api/vehicle-history';

/**
 * /carfax/report/{vin} (spec part 1 section 4): fetches the report link and goes there; not
 * connected, it goes to the provider's sign-in first and comes back here.
 */
export function CarfaxReportPage() {
  const title = usePageTitle();
  const vin = useParams().vin ?? '';
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    getReportLink(vin)
      .then(async (link) => {
        if (link.url) return window.location.replace(link.url);
        const { url } = await startConnection(window.location.pathname);
        window.location.assign(url);
      })
      .catch(() => setFailed(true));
  }, [vin]);

  return (
    <Stack gap="md" p="md" component="main" maw={640}>
      <Title order={1}>{title}</Title>
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {reportLoadError(vin)}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Loading the report" />
      )}
    </Stack>
  );
}
