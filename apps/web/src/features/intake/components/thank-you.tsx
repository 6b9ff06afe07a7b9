import { Alert, Button, Stack, Text } from '@mantine/core';

interface ThankYouProps {
  title: string;
  message: string;
  /** The inspection capture link, when the start opened one. */
  inspectionUrl: string | null;
  photosLabel: string;
  onAgain?: () => void;
  againLabel?: string;
}

/** What a public page shows once its form is sent. */
export function ThankYou({ title, message, inspectionUrl, photosLabel, onAgain, againLabel }: ThankYouProps) {
  return (
    <Stack gap="md">
      <Alert color="green" title={title} role="status">
        <Text size="sm">{message}</Text>
      </Alert>
      {inspectionUrl ? (
        <Button component="a" href={inspectionUrl} size="md">
          {photosLabel}
        </Button>
      ) : null}
      {onAgain ? (
        <Button variant="default" onClick={onAgain}>
          {againLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
