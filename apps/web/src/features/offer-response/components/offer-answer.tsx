import type { PublicOffer } from '@dealer/domain';
import { formatPhone, OFFER_RENEWAL_TEXTS } from '@dealer/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { type OfferChoice, useAnswerOffer } from '../api/answer-offer';
import { useRequestRenewal } from '../api/request-renewal';

export const OFFER_RESPONSE_TEXTS = {
  acceptConfirm: 'Accept this offer?',
  declineConfirm: 'Decline this offer?',
  accepted: (dealer: string) => `Thank you! ${dealer} will contact you shortly.`,
  declined: (dealer: string) => `Thank you for letting us know. ${dealer} may contact you with a new offer.`,
  expired: (dealer: string) => `This offer has expired. Please contact ${dealer} for a new one.`,
  failed: 'There was an error. Please try again.',
} as const;

function contact(data: PublicOffer): string {
  const phone = formatPhone(data.dealer.phoneNumber);
  return phone ? `Questions? Call ${data.dealer.name} at ${phone}.` : '';
}

/** Accept and Decline with a confirmation; after an answer (or on a link already answered) its state. */
export function OfferAnswer({ data, token }: { data: PublicOffer; token: string }) {
  const answer = useAnswerOffer(token, data.appraisalId);
  const dealer = data.dealer.name;

  const choose = async (x: OfferChoice) => {
    const ok = await showConfirm(
      x === 'accept' ? OFFER_RESPONSE_TEXTS.acceptConfirm : OFFER_RESPONSE_TEXTS.declineConfirm,
    );
    if (!ok) return;
    try {
      await answer.mutateAsync(x);
    } catch (error) {
      const message =
        error instanceof Error && /answered|expired/.test(error.message) ? error.message : OFFER_RESPONSE_TEXTS.failed;
      await showAlert(message);
    }
  };

  if (data.status !== 'open') {
    const text =
      data.status === 'accepted'
        ? OFFER_RESPONSE_TEXTS.accepted(dealer)
        : data.status === 'declined'
          ? OFFER_RESPONSE_TEXTS.declined(dealer)
          : OFFER_RESPONSE_TEXTS.expired(dealer);
    const title =
      data.status === 'accepted' ? 'Offer accepted' : data.status === 'declined' ? 'Offer declined' : 'Offer expired';
    return (
      <Alert color={data.status === 'accepted' ? 'teal' : 'gray'} title={title} role="status">
        <Stack gap={4}>
          <Text>{text}</Text>
          {contact(data) ? <Text size="sm">{contact(data)}</Text> : null}
          {data.status === 'expired' ? <RenewalRequest data={data} token={token} /> : null}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Group grow>
        <Button
          size="md"
          onClick={() => void choose('accept')}
          loading={answer.isPending && answer.variables === 'accept'}
          disabled={answer.isPending}
        >
          Accept offer
        </Button>
        <Button
          size="md"
          variant="default"
          onClick={() => void choose('decline')}
          loading={answer.isPending && answer.variables === 'decline'}
          disabled={answer.isPending}
        >
          Decline
        </Button>
      </Group>
      {contact(data) ? (
        <Text size="sm" c="dimmed" ta="center">
          {contact(data)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** An expired offer: the customer asks the dealer for a new one (once; the page then says it was asked). */
function RenewalRequest({ data, token }: { data: PublicOffer; token: string }) {
  const renewal = useRequestRenewal(token);
  if (data.offer.renewalRequestedAt) return <Text fw={600}>{OFFER_RENEWAL_TEXTS.asked(data.dealer.name)}</Text>;
  return (
    <Group mt="xs">
      <Button
        onClick={() => renewal.mutate(undefined, { onError: () => void showAlert(OFFER_RESPONSE_TEXTS.failed) })}
        loading={renewal.isPending}
      >
        {OFFER_RENEWAL_TEXTS.ask}
      </Button>
    </Group>
  );
}
