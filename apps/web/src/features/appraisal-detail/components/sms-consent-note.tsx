import { formatDate, formatDateTime } from '@dealer/domain';
import { List, Stack, Text } from '@mantine/core';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useSmsConsent } from '../api/get-sms-consent';

/**
 * Beside the customer's phone: whether the customer stopped (or resumed) the dealer's texts, with
 * every change of the consent ledger. Nothing shows for a number that never answered.
 */
export function SmsConsentNote({ record, dealerId }: { record: AppraisalDetail; dealerId: number }) {
  const consent = useSmsConsent(dealerId, record.id, record.phoneNumber ?? null);
  const history = consent.data?.history ?? [];
  const last = history.at(-1);
  if (!last) return null;
  const summary =
    last.change === 'stop'
      ? `Texts: stopped by the customer on ${formatDate(last.at)}`
      : `Texts: resumed by the customer on ${formatDate(last.at)}`;
  return (
    <Stack gap={2} data-testid="sms-consent">
      <Text size="sm" fw={500} c={last.change === 'stop' ? 'red.9' : undefined}>
        {summary}
      </Text>
      <List size="xs" listStyleType="none" aria-label="Text consent changes">
        {history.map((h) => (
          <List.Item key={`${h.at}-${h.source}`}>
            {h.source} · {formatDateTime(h.at)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
