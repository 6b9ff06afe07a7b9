import { Alert } from '@mantine/core';
import { OfferComparisonView } from '../../../components/offer-comparison-view';
import { useOfferComparison } from '../api/get-offer-comparison';

export const INSPECTION_COMPARISON_INTRO =
  'What the customer will be shown if you resend now: the last offer sent against the offer the dialog suggests from the current worksheet.';

/**
 * The Inspection tab's "What you told us, what we found" before staff resend (value data: the tab
 * mounts it for roles that may read values, once an offer was sent). Nothing while loading or when
 * nothing differs.
 */
export function InspectionOfferComparison({ dealerId, appraisalId }: { dealerId: number; appraisalId: number }) {
  const query = useOfferComparison(dealerId, appraisalId);
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  const comparison = query.data?.comparison;
  return comparison ? (
    <OfferComparisonView comparison={comparison} headingOrder={3} intro={INSPECTION_COMPARISON_INTRO} />
  ) : null;
}
