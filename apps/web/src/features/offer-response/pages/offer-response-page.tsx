import { OFFER_LETTER_TEXTS } from '@dealer/domain';
import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MAIN_ID } from '../../../app/a11y/skip-link';
import { isApiError } from '../../../lib/api-error';
import { usePublicOffer } from '../api/get-offer';
import { DealerBrand } from '../components/dealer-brand';
import { OfferAnswer } from '../components/offer-answer';
import { OfferSummary } from '../components/offer-summary';

/**
 * /offer/{token}: the customer's offer page (no sign-in, no shell, phone first). A link that is
 * forged or replaced by a newer offer reads as no longer valid.
 */
export function OfferResponsePage() {
  const token = useParams().token ?? '';
  const query = usePublicOffer(token);
  const dealerName = query.data?.dealer.name;
  // The customer's tab carries the dealer's name, not the product's.
  useEffect(() => {
    if (dealerName) document.title = `Your offer from ${dealerName}`;
  }, [dealerName]);
  return (
    <Container size={560} px="md" py="lg" component="main" id={MAIN_ID}>
      <Stack gap="lg">
        {query.data ? <DealerBrand dealer={query.data.dealer} /> : null}
        {query.isPending ? (
          <Loader aria-label="Loading offer" />
        ) : query.isError ? (
          <Alert color="red" title="Offer not found" role="alert">
            {isApiError(query.error) && query.error.status !== 404 && query.error.status !== 400
              ? 'There was an error. Please try again.'
              : OFFER_LETTER_TEXTS.invalidLink}
          </Alert>
        ) : (
          <>
            <div>
              <Title order={1} size="h2">
                Your offer from {query.data.dealer.name}
              </Title>
              {query.data.customer.firstName ? (
                <Text c="dimmed">
                  Hello {query.data.customer.firstName}, thank you for letting us appraise your vehicle.
                </Text>
              ) : null}
            </div>
            <OfferSummary data={query.data} />
            <OfferAnswer data={query.data} token={token} />
          </>
        )}
      </Stack>
    </Container>
  );
}
