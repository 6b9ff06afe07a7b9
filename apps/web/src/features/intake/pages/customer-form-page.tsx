import type { CustomerFormResult, NewAppraisal } from '@dealer/domain';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useInvite } from '../api/get-invite';
import { usePublicDealer } from '../api/get-public-dealer';
import { publicLookups } from '../api/public-lookups';
import { useSubmitCustomerForm } from '../api/submit-customer-form';
import { AppraisalForm } from '../components/appraisal-form';
import { PublicFrame } from '../components/public-frame';
import { ThankYou } from '../components/thank-you';
import { readCustomerLink, typeCodeOfPage } from '../lib/customer-link';
import { customerFormTitle, customerThanks, isMissing, PUBLIC_TEXTS } from '../lib/public-texts';
import { kindOfShareType } from '../lib/start-kind';

/**
 * /{dslug}/sell and /{dslug}/return (optional ?invite=, ?uid=, ?campaign=): the customer's own
 * form, prefilled from a shared invite; then a thank-you with the photo link.
 */
function CustomerFormPage({ page }: { page: 'sell' | 'return' }) {
  const slug = useParams().dslug ?? '';
  const [search] = useSearchParams();
  const link = useMemo(() => readCustomerLink(search), [search]);
  const invite = useInvite(link.invite);
  const dealerQuery = usePublicDealer(slug, link.invite === null);
  const send = useSubmitCustomerForm(slug);
  const lookups = useMemo(() => publicLookups(slug), [slug]);
  const [done, setDone] = useState<CustomerFormResult | null>(null);

  const query = link.invite ? invite : dealerQuery;
  if (query.isError) {
    const missing = isMissing(query.error);
    const title = !missing
      ? PUBLIC_TEXTS.loadFailed
      : link.invite
        ? PUBLIC_TEXTS.inviteInvalid
        : PUBLIC_TEXTS.dealerNotFound;
    return <PublicFrame title={title}>{missing ? <Text>{PUBLIC_TEXTS.dealerNotFoundHelp}</Text> : null}</PublicFrame>;
  }

  const dealer = invite.data?.dealer ?? dealerQuery.data;
  const typeCode = invite.data?.typeCode ?? typeCodeOfPage(page);
  const kind = kindOfShareType(typeCode);

  const submit = async (values: NewAppraisal) => {
    const result = await send.mutateAsync({
      ...values,
      typeCode,
      invite: link.invite,
      uid: link.uid,
      campaignId: link.campaignId,
    });
    setDone(result);
  };

  return (
    // Once sent, the heading thanks (not "Tell us about your vehicle" over a form that is gone).
    <PublicFrame
      dealer={dealer}
      loading={query.isPending}
      title={done ? PUBLIC_TEXTS.thankYou : customerFormTitle(typeCode)}
    >
      {done ? (
        <ThankYou
          message={customerThanks(dealer?.name ?? 'The dealership')}
          inspectionUrl={done.inspectionUrl}
          photosLabel={PUBLIC_TEXTS.takePhotos}
          estimate={done.estimate}
        />
      ) : (
        <AppraisalForm
          kind={kind}
          mode="customer"
          lookups={lookups}
          prefill={invite.data?.prefill}
          submitLabel="Send"
          onSubmit={(values) => submit(values as NewAppraisal)}
        />
      )}
    </PublicFrame>
  );
}

export const SellPage = () => <CustomerFormPage page="sell" />;
export const ReturnPage = () => <CustomerFormPage page="return" />;
