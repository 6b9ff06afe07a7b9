import { estimateBadgeText } from '@dealer/domain';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { PUBLIC_TEXTS } from '../lib/public-texts';

interface ThankYouProps {
  message: string;
  /** The inspection capture link, when the start opened one. */
  inspectionUrl: string | null;
  photosLabel: string;
  onAgain?: () => void;
  againLabel?: string;
  /** A campaign's automated offer, when the submission got one (a range when max is set). */
  estimate?: { amount: number; max: number | null } | null;
}

/** What a public page shows under its "Thank you!" heading once its form is sent. */
export function ThankYou({ message, inspectionUrl, photosLabel, onAgain, againLabel, estimate }: ThankYouProps) {
  // The estimate badge's own rule and format: whole dollars, a range when there is a maximum.
  const estimateText = estimate
    ? estimateBadgeText({ offerAmount: estimate.amount, offerAmountMax: estimate.max })
    : null;
  return (
    <Stack gap="md">
      {/* The page's heading thanks ("Thank you!"); the alert says what happens next. */}
      <Alert color="green" role="status">
        <Text size="sm">{message}</Text>
      </Alert>
      {estimateText ? (
        <Paper withBorder p="md" radius="md" data-testid="customer-estimate">
          <Text size="sm" c="dimmed">
            {PUBLIC_TEXTS.estimateTitle}
          </Text>
          <Text fz={28} fw={700}>
            {estimateText}
          </Text>
          <Text size="sm">{PUBLIC_TEXTS.estimateNote}</Text>
        </Paper>
      ) : null}
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
