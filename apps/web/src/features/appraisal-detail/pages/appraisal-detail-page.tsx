import { allowTransfers, ERROR_MESSAGES } from '@dealer/domain';
import { Alert, Box, Center, Loader, Stack } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useCurrentDealer } from '../../auth';
import { useLinkedDealers } from '../../dealer-lookups';
import { useFirstUser } from '../api/first-user';
import { useAppraisalDetail } from '../api/get-appraisal-detail';
import { DetailHeader } from '../components/detail-header';
import { DetailTabs } from '../components/detail-tabs';
import { InspectionLinkDialog } from '../components/inspection-link-dialog';
import { useDetailActions } from '../hooks/use-detail-actions';
import { detailActions } from '../lib/detail-actions';

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
  useFirstUser(dealer.id, appraisalId, roles, detail.data?.users.length);
  // The tabs (the worksheet: most of the page's work) are drawn in a transition React splits into
  // short tasks, after the header with the page's heading; a screen of space waits for them.
  const tabsRecord = useDeferredValue(detail.data, undefined);

  if (detail.isPending)
    return (
      // A screen tall, as the record will be: what follows the page (a phone's logo button, in the
      // flow) is below the fold already and does not jump when the record comes (layout shift).
      <Center py="xl" mih="100vh" style={{ alignItems: 'flex-start' }}>
        <Loader aria-label="Loading appraisal" />
      </Center>
    );
  if (detail.isError)
    return (
      <Alert color="red" role="alert">
        {isApiError(detail.error) && detail.error.status === 404 ? ERROR_MESSAGES.pageNotFound : ERROR_MESSAGES.generic}
      </Alert>
    );

  const record = detail.data;
  const menu = detailActions(roles, record, linked.data ?? []);
  return (
    <Stack gap="lg">
      <DetailHeader
        record={record}
        roles={roles}
        dealerId={dealer.id}
        actions={menu}
        onAction={(action) => void actions.run(action)}
      />
      {tabsRecord ? (
        <DetailTabs record={tabsRecord} roles={roles} dealerId={dealer.id} />
      ) : (
        <Box mih="100vh" aria-hidden />
      )}
      <InspectionLinkDialog record={record} opened={actions.inspectionDialog} onClose={actions.closeInspectionDialog} />
    </Stack>
  );
}
