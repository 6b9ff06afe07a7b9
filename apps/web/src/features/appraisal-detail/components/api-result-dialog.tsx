import { EMPTY_STATES } from '@dealer/domain';
import { Alert, Button, type ButtonProps, Modal, Stack, Text } from '@mantine/core';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { MountedOnceOpened } from '../../../components/mounted-once-opened';
import { useApiResult } from '../api/get-api-result';

interface ApiResultDialogProps<I> {
  dealerId: number;
  appraisalId: number;
  /** The stored result (a number for inspections, "{provider}-{n}" for valuations). */
  resultId: number | string;
  title: string;
  button: ButtonProps & { 'aria-label'?: string; style?: CSSProperties };
  /** The summary's figures, above the provider's answer. */
  children: (data: { info: I; result: { data: Record<string, unknown> | null } }) => ReactNode;
}

/**
 * A "Details" button and its dialog: a stored provider result's summary and answer (GET
 * .../api-results/{id} and /info), fetched when opened. The modal mounts at its first opening
 * (MountedOnceOpened): closed, every panel's modal was drawn with the page.
 */
export function ApiResultDialog<I>({
  dealerId,
  appraisalId,
  resultId,
  title,
  button,
  children,
}: ApiResultDialogProps<I>) {
  const [opened, setOpened] = useState(false);
  const details = useApiResult<I>(dealerId, appraisalId, opened ? resultId : null);
  return (
    <>
      <Button size="xs" {...button} onClick={() => setOpened(true)}>
        Details
      </Button>
      <MountedOnceOpened opened={opened}>
        {(shown) => (
          <Modal opened={shown} onClose={() => setOpened(false)} title={title} size="lg" centered>
            {details.isPending ? (
              <Text role="status">{EMPTY_STATES.loading}</Text>
            ) : details.isError ? (
              <Alert color="red" role="alert">
                {details.error.message}
              </Alert>
            ) : (
              <Stack gap="md">{children(details.data)}</Stack>
            )}
          </Modal>
        )}
      </MountedOnceOpened>
    </>
  );
}
