import {
  DEALER_STATS_APP_TYPE_LABELS,
  DEALER_STATS_SUB_TYPE_LABELS,
  DEALER_STATS_SUB_TYPES,
  type DealerStatsAppType,
  type DealerStatsSubType,
} from '@dealer/domain';
import { Group, Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { drillDownFrom, drillDownHref } from '../lib/stats-window';

// Part 2 section 2.3 lists the Appraisal type options as "Lease returns, Trade ins".
const APP_TYPES = (['returns', 'trade'] as const).map((t) => ({ value: t, label: DEALER_STATS_APP_TYPE_LABELS[t] }));

interface Props {
  slug: string;
  appType: DealerStatsAppType;
  subType: DealerStatsSubType;
  days: number;
}

/** Part 2 section 2.3: "two dropdowns, Appraisal type ... and Submission type. Changing either navigates at once." */
export function DrillDownSelects({ slug, appType, subType, days }: Props) {
  const navigate = useNavigate();
  const go = (type: string, sub: string) => {
    const next = drillDownFrom(type, sub);
    navigate(drillDownHref(slug, next.appType, next.subType, days));
  };
  const subTypes = DEALER_STATS_SUB_TYPES[appType].map((s) => ({ value: s, label: DEALER_STATS_SUB_TYPE_LABELS[s] }));
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Appraisal type"
        data={APP_TYPES}
        value={appType}
        onChange={(v) => v && go(v, subType)}
        allowDeselect={false}
        w={160}
      />
      <Select
        label="Submission type"
        data={subTypes}
        value={subType}
        onChange={(v) => v && go(appType, v)}
        allowDeselect={false}
        w={200}
      />
    </Group>
  );
}
