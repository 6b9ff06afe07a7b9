import { deliveryReport, ERROR_MESSAGES, SEND_INSPECT_LABEL, sendInspectOptions } from '@dealer/domain';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { useCurrentDealer } from '../../auth';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useSmsConsent } from '../api/get-sms-consent';
import { type InspectionSendTo, useSendInspectionLink } from '../api/send-inspection-link';

interface InspectionLinkDialogProps {
  record: AppraisalDetail;
  opened: boolean;
  onClose: () => void;
}

/** Which channels the customer's contact allows. */
function available(record: AppraisalDetail, value: InspectionSendTo): boolean {
  const email = Boolean(record.email?.trim());
  const phone = Boolean(record.phoneNumber?.trim());
  if (value === 'email') return email;
  if (value === 'phone') return phone;
  return email && phone;
}

/** Beside the phone choices when the customer answered STOP: the text will not go. */
const STOPPED_NOTE = 'The customer opted out of texts (answered STOP): no text will be sent.';

/** "Send inspection link": the customer gets the capture link by e-mail, text or both. */
export function InspectionLinkDialog({ record, opened, onClose }: InspectionLinkDialogProps) {
  const send = useSendInspectionLink(record.id);
  const { dealer } = useCurrentDealer();
  const consent = useSmsConsent(dealer.id, record.id, record.phoneNumber?.trim() || null);
  const stopped = consent.data?.stopped ?? false;
  const options = sendInspectOptions(false).filter(
    (o): o is typeof o & { value: InspectionSendTo } => o.value !== 'none',
  );
  const first = options.find((o) => available(record, o.value))?.value ?? null;
  const [choice, setChoice] = useState<InspectionSendTo | null>(null);
  const value = choice ?? first;

  const submit = async () => {
    if (!value) return;
    try {
      const answer = await send.mutateAsync(value);
      // Each channel as it went: a text to a customer who answered STOP is not sent (issue 38 point 11).
      const report = answer.delivery
        ? deliveryReport('Inspection link', answer.delivery)
        : { message: 'Inspection link sent', allSent: true };
      notifications.show(
        report.allSent
          ? { message: report.message }
          : { message: report.message, color: 'orange.9', autoClose: 10_000 },
      );
      setChoice(null);
      onClose();
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Send inspection link" centered>
      <Stack gap="md">
        {first ? (
          <Radio.Group
            label={SEND_INSPECT_LABEL}
            value={value ?? ''}
            onChange={(v) => setChoice(v as InspectionSendTo)}
          >
            <Stack gap="xs" mt="xs">
              {options.map((o) => (
                <Radio
                  key={o.value}
                  value={o.value}
                  label={o.label}
                  disabled={!available(record, o.value)}
                  description={stopped && o.value !== 'email' ? STOPPED_NOTE : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text>The customer has no email or phone. Edit the contact first.</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={send.isPending} disabled={!value} data-autofocus>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
