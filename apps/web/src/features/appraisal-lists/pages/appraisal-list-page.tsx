import { ERROR_MESSAGES } from '@dealer/domain';
import { Alert } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ShowroomStartButtons } from '../../intake';
import { AppraisalList } from '../components/appraisal-list';
import type { ListPageId } from '../lib/list-page-config';

/** /{dslug}/appraisals/duplicate/{vin}: every submission sharing the VIN. */
function DuplicateListPage() {
  const { vin = '' } = useParams();
  return <AppraisalList key={vin} page="duplicate" vin={vin} />;
}

/** /{dslug}/appraisals/{id}/comparables: the purchases comparable to a record (the worksheet panel's link). */
function ComparablesListPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Alert color="red" role="alert">
        {ERROR_MESSAGES.pageNotFound}
      </Alert>
    );
  return <AppraisalList key={id} page="comparables" comparableTo={id} />;
}

/** The list routes of part 2 section 2.1, one component each so the router can pick them lazily. */
export const LIST_PAGE_COMPONENTS: Readonly<Record<Exclude<ListPageId, 'dealerStats'>, ComponentType>> = {
  buying: () => <AppraisalList page="buying" />,
  returns: () => <AppraisalList page="returns" />,
  manageReturns: () => <AppraisalList page="manageReturns" />,
  rejected: () => <AppraisalList page="rejected" />,
  archived: () => <AppraisalList page="archived" />,
  service: () => <AppraisalList page="service" />,
  showroom: () => <AppraisalList page="showroom" actions={<ShowroomStartButtons />} />,
  duplicate: DuplicateListPage,
  comparables: ComparablesListPage,
};
