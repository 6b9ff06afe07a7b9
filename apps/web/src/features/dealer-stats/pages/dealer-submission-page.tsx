import { useParams, useSearchParams } from 'react-router';
import { AppraisalList } from '../../appraisal-lists';
import { useCurrentDealer } from '../../auth';
import { DrillDownSelects } from '../components/drill-down-selects';
import { drillDownFrom, windowFrom } from '../lib/stats-window';

/**
 * /{dslug}/{appType}/{subType}/dealer-stats, "Dealer Submission" (part 2 section 2.3): the ordinary
 * list over the tile's records and window, with the two dropdowns beside the title.
 */
export function DealerSubmissionPage() {
  const { dealer } = useCurrentDealer();
  const params = useParams();
  const [query] = useSearchParams();
  const { appType, subType } = drillDownFrom(params.appType, params.subType);
  const days = windowFrom(query.get('days'));
  return (
    <AppraisalList
      key={`${appType}/${subType}/${days}`}
      page="dealerStats"
      stats={{ appType, subType, days }}
      actions={<DrillDownSelects slug={dealer.slug} appType={appType} subType={subType} days={days} />}
    />
  );
}
