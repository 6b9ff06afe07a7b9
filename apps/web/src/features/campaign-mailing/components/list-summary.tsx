import { Badge, Group } from '@mantine/core';
import type { MailingListDocument } from '../api/get-mailing-list';
import { VERDICT_VIEW } from '../lib/verdicts';

/** How many rows of each verdict the list has. */
export function ListSummary({ counts }: { counts: MailingListDocument['counts'] }) {
  return (
    <Group gap="xs" aria-label="Rows by verdict">
      {(Object.keys(VERDICT_VIEW) as (keyof typeof VERDICT_VIEW)[]).map((v) => (
        <Badge key={v} color={VERDICT_VIEW[v].color} variant="outline" size="lg">
          {VERDICT_VIEW[v].label}: {counts[v].toLocaleString('en-US')}
        </Badge>
      ))}
    </Group>
  );
}
