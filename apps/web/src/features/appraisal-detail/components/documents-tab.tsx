import { allowWriteAppraisal, EMPTY_STATES, isLeaseReturn, type RoleName } from '@dealer/domain';
import { Alert, Stack, Text } from '@mantine/core';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useDocuments } from '../api/get-documents';
import { DocumentSection } from './document-section';

interface DocumentsTabProps {
  record: AppraisalDetail;
  roles: readonly RoleName[];
  dealerId: number;
}

/**
 * Documents tab (part 2 section 2.5): Payoff and Photos, a drag-and-drop multi-file payoff upload,
 * a Loading state; lease returns also take a grounding receipt and a bill of lading.
 */
export function DocumentsTab({ record, roles, dealerId }: DocumentsTabProps) {
  const docs = useDocuments(dealerId, record.id);
  const canUpload = allowWriteAppraisal(roles) && !record.deletedAt;
  if (docs.isPending) return <Text role="status">{EMPTY_STATES.loading}</Text>;
  if (docs.isError)
    return (
      <Alert color="red" role="alert">
        {docs.error.message}
      </Alert>
    );
  const common = { appraisalId: record.id, appraisalTypeId: record.appraisalTypeId, canUpload };
  return (
    <Stack gap="xl">
      <DocumentSection
        title="Payoff"
        kind="payoff"
        multiple
        documents={docs.data.payoff}
        empty="No payoff documents yet."
        {...common}
      />
      <DocumentSection title="Photos" documents={docs.data.photos} empty="No photos yet." {...common} />
      {isLeaseReturn(record) ? (
        <>
          <DocumentSection
            title="Grounding receipt"
            kind="groundingReceipt"
            documents={docs.data.groundingReceipt}
            empty="No grounding receipt yet."
            {...common}
          />
          <DocumentSection
            title="Bill of lading"
            kind="billOfLading"
            documents={docs.data.billOfLading}
            empty="No bill of lading yet."
            {...common}
          />
        </>
      ) : null}
    </Stack>
  );
}
