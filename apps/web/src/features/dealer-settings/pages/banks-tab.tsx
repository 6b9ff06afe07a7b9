import { bankSchema } from '@dealer/domain';
import { DealerListTab } from '../components/dealer-list-tab';

export function BanksTab() {
  return <DealerListTab kind="banks" title="Banks" noun="Bank" schema={bankSchema} />;
}
