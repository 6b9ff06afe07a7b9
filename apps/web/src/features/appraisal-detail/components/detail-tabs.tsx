import { DETAIL_TAB_LABELS, type DetailTab, EMPTY_STATES, type RoleName } from '@dealer/domain';
import { Stack, Tabs, Text } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { DrawnLater } from '../../../components/drawn-later';
import { HiddenHeading } from '../../../components/hidden-heading';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useDetailTab } from '../hooks/use-detail-tab';
import { visibleDetailTabs } from '../lib/detail-tabs';
import { ActivityTab } from './activity-tab';
import { InspectionTab } from './inspection-tab';
import { MessagesView } from './messages-view';

// The drop area (react-dropzone) loads only when the Documents tab opens.
const DocumentsTab = lazy(() => import('./documents-tab').then((m) => ({ default: m.DocumentsTab })));
// The worksheet (forms, formulas, bids) loads only when the Vehicle Assessment tab opens.
const WorksheetTab = lazy(() => import('./worksheet-tab').then((m) => ({ default: m.WorksheetTab })));

interface DetailTabsProps {
  record: AppraisalDetail;
  roles: readonly RoleName[];
  dealerId: number;
}

/**
 * The four tabs (the worksheet only with allowReadVals); only the open one is mounted and fetches.
 * Memoised: the page's own updates (the header's, a dialog's) do not draw the worksheet again.
 */
export const DetailTabs = memo(function DetailTabs({ record, roles, dealerId }: DetailTabsProps) {
  const [tab, setTab] = useDetailTab(roles);
  const tabs = visibleDetailTabs(roles);
  const panel = (t: DetailTab) => {
    if (t === 'worksheet')
      return (
        <Suspense fallback={<Text role="status">{EMPTY_STATES.loading}</Text>}>
          {/* Mounted in a transition of its own: drawn by whatever update came first (an effect's,
              at the default priority), the worksheet was one unbroken render of 120 ms at 4x CPU. */}
          <DrawnLater>
            <WorksheetTab record={record} roles={roles} dealerId={dealerId} />
          </DrawnLater>
        </Suspense>
      );
    if (t === 'inspection') return <InspectionTab record={record} dealerId={dealerId} roles={roles} />;
    if (t === 'documents')
      return (
        <Suspense fallback={<Text role="status">{EMPTY_STATES.loading}</Text>}>
          <DocumentsTab record={record} roles={roles} dealerId={dealerId} />
        </Suspense>
      );
    // The Messages view sits under the activity: what was done, then what the customer was sent.
    return (
      <Stack gap="xl">
        <ActivityTab dealerId={dealerId} appraisalId={record.id} />
        <MessagesView dealerId={dealerId} appraisalId={record.id} />
      </Stack>
    );
  };
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as DetailTab)} keepMounted={false}>
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t} value={t}>
            {DETAIL_TAB_LABELS[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t} value={t} pt="md">
          <HiddenHeading order={2}>{DETAIL_TAB_LABELS[t]}</HiddenHeading>
          {panel(t)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
});
