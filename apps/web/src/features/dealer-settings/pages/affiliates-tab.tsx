import { affiliateSchema } from '@dealer/domain';
import { DealerListTab } from '../components/dealer-list-tab';

export function AffiliatesTab() {
  return <DealerListTab kind="affiliates" title="Affiliates" noun="Affiliate" schema={affiliateSchema} />;
}
