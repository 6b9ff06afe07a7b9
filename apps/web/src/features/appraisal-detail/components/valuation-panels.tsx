import { SimpleGrid, Stack, Title } from '@mantine/core';
import { memo } from 'react';
import { DrawnLater } from '../../../components/drawn-later';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { BlackbookPanel, GalvesPanel, JdpPanel, MmrPanel } from './valuation-forms';

/**
 * The four valuation panels under the worksheet (part 2 section 2.5): MMR, JDP, Galves and Black
 * Book, each with its latest result and the controls to run it again. `canRerun` false leaves the
 * results readable and the controls disabled. Memoised: the worksheet above draws again on every
 * keystroke (and once more as its form comes up), and nothing of that reaches the panels.
 */
export const ValuationPanels = memo(function ValuationPanels({
  record,
  canRerun,
}: {
  record: AppraisalDetail;
  canRerun: boolean;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="valuation-panels-title">
      <Title order={3} size="h5" id="valuation-panels-title">
        Valuations
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MmrPanel record={record} canRerun={canRerun} />
        <JdpPanel record={record} canRerun={canRerun} />
        {/* In a commit of its own after the first two: the four panels were one commit of 700 components. */}
        <DrawnLater>
          <GalvesPanel record={record} canRerun={canRerun} />
          <BlackbookPanel record={record} canRerun={canRerun} />
        </DrawnLater>
      </SimpleGrid>
    </Stack>
  );
});
