import type { StartResult } from '@dealer/domain';
import { NEW_APPRAISAL_TEXTS, type NewAppraisal } from '@dealer/domain';
import { Alert, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePublicDealer } from '../api/get-public-dealer';
import { publicLookups } from '../api/public-lookups';
import { useStartPublicService } from '../api/start-public-service';
import { AppraisalForm } from '../components/appraisal-form';
import { PublicFrame } from '../components/public-frame';
import { ThankYou } from '../components/thank-you';
import { startPayload } from '../lib/form-values';
import { isMissing, PUBLIC_TEXTS } from '../lib/public-texts';
import { START_KINDS } from '../lib/start-kind';

/**
 * /{dslug}/open/service (optional ?duid=): the anonymous service appraisal page. After a start the
 * visitor stays here, the form resets and a thank-you shows.
 */
export function ServicePage() {
  const slug = useParams().dslug ?? '';
  const [search] = useSearchParams();
  const duid = search.get('duid');
  const dealer = usePublicDealer(slug);
  const start = useStartPublicService(slug);
  const lookups = useMemo(() => publicLookups(slug), [slug]);
  const [done, setDone] = useState<StartResult | null>(null);
  const [round, setRound] = useState(0);

  if (dealer.isError) {
    return (
      <PublicFrame title={isMissing(dealer.error) ? PUBLIC_TEXTS.dealerNotFound : PUBLIC_TEXTS.loadFailed}>
        {isMissing(dealer.error) ? <Text>{PUBLIC_TEXTS.dealerNotFoundHelp}</Text> : null}
      </PublicFrame>
    );
  }

  const submit = async (values: NewAppraisal) => {
    const result = await start.mutateAsync(startPayload(values, START_KINDS.service, duid));
    setDone(result);
    setRound((n) => n + 1);
  };

  return (
    <PublicFrame
      dealer={dealer.data}
      loading={dealer.isPending}
      title={done ? PUBLIC_TEXTS.thankYou : NEW_APPRAISAL_TEXTS.titleService}
    >
      {done ? (
        <ThankYou
          message={PUBLIC_TEXTS.serviceStarted}
          inspectionUrl={done.inspectionUrl}
          photosLabel={PUBLIC_TEXTS.takePhotos}
          onAgain={() => setDone(null)}
          againLabel={PUBLIC_TEXTS.startAnother}
        />
      ) : (
        <>
          {round > 0 ? null : (
            <Alert color="gray" variant="light">
              Enter the vehicle and the customer; the dealership takes it from there.
            </Alert>
          )}
          <AppraisalForm
            key={round}
            kind={START_KINDS.service}
            mode="anonymous"
            lookups={lookups}
            onSubmit={(values) => submit(values as NewAppraisal)}
          />
        </>
      )}
    </PublicFrame>
  );
}
