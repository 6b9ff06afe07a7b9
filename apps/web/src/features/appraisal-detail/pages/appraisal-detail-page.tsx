import { allowTransfers, ERROR_MESSAGES } from '@dealer/domain';
import { Alert, Box, Stack } from '@mantine/core';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { MountedOnceOpened } from '../../../components/mounted-once-opened';
import { isApiError } from '../../../lib/api-error';
import { firstViewTitle } from '../../../lib/first-view-title';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import { useCurrentDealer } from '../../auth';
import { useLinkedDealers } from '../../dealer-lookups';
import { useFirstUser } from '../api/first-user';
import { useAppraisalDetail } from '../api/get-appraisal-detail';
import { DetailHeader } from '../components/detail-header';
import { DetailSkeleton } from '../components/detail-skeleton';
import { DetailTabs } from '../components/detail-tabs';
import { InspectionLinkDialog } from '../components/inspection-link-dialog';
import { useDetailActions } from '../hooks/use-detail-actions';
import { type DetailAction, detailActions } from '../lib/detail-actions';

/** /{dslug}/appraisals/{id} (spec part 2 section 2.5): the header record, the estimate badge and the tabs. */
export function AppraisalDetailPage() {
  const { id = '' } = useParams();
  const appraisalId = Number(id);
  if (!Number.isInteger(appraisalId) || appraisalId <= 0)
    return (
      <Alert color="red" role="alert">
        {ERROR_MESSAGES.pageNotFound}
      </Alert>
    );
  // Keyed by id: moving to another record starts from a clean page (dialogs closed, pending cleared).
  return <AppraisalDetailView key={appraisalId} appraisalId={appraisalId} />;
}

function AppraisalDetailView({ appraisalId }: { appraisalId: number }) {
  const { dealer, roles } = useCurrentDealer();
  const detail = useAppraisalDetail(dealer.id, appraisalId);
  const linked = useLinkedDealers(dealer.id, allowTransfers(roles));
  const actions = useDetailActions(appraisalId);
  const { pathname } = useLocation();
  useFirstUser(dealer.id, appraisalId, roles, detail.data?.users.length);
  // The record is drawn in transitions, which React splits into short tasks instead of one task
  // of 300 ms at 4x CPU when the answer comes: the header with the page's heading first, then the
  // tabs (the worksheet: most of the page's work), for which a screen of space waits.
  const shown = useDeferredValue(detail.data, undefined);
  const tabsRecord = useTransitionedValue(shown);
  // The header (memo) keeps its props while their values hold: an answer that changes nothing it
  // shows (the linked dealers, the record's fetching state) does not draw it again.
  const record = shown ?? detail.data;
  const menu = useMemo(
    () => (record ? detailActions(roles, record, linked.data ?? []) : []),
    [roles, record, linked.data],
  );
  const onAction = useLatestCallback((action: DetailAction) => void actions.run(action));

  if (detail.isPending || (detail.isSuccess && !shown)) return <DetailSkeleton title={firstViewTitle(pathname)} />;
  if (detail.isError)
    return (
      <Alert color="red" role="alert">
        {isApiError(detail.error) && detail.error.status === 404 ? ERROR_MESSAGES.pageNotFound : ERROR_MESSAGES.generic}
      </Alert>
    );

  if (!record) return null;
  return (
    <Stack gap="lg">
      <DetailHeader record={record} roles={roles} dealerId={dealer.id} actions={menu} onAction={onAction} />
      {tabsRecord ? (
        <DetailTabs record={tabsRecord} roles={roles} dealerId={dealer.id} />
      ) : (
        <Box mih="100vh" aria-hidden />
      )}
      <MountedOnceOpened opened={actions.inspectionDialog}>
        {(opened) => <InspectionLinkDialog record={record} opened={opened} onClose={actions.closeInspectionDialog} />}
      </MountedOnceOpened>
    </Stack>
  );
}

/** The value, a transition after it changes: what depends on it is drawn after the rest of the page. */
function useTransitionedValue<T>(value: T | undefined): T | undefined {
  const [later, setLater] = useState(value);
  useEffect(() => {
    startTransition(() => setLater(value));
  }, [value]);
  return later;
}
