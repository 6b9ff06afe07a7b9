import { vehicleTitle } from '@dealer/domain';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { AppraisalRow, DocumentRef } from '../api/get-appraisals';
import type { RowActionsOfRows } from '../hooks/use-row-actions';

function DocumentLink({ label, doc }: { label: string; doc: DocumentRef }) {
  return (
    <Anchor href={doc.url} target="_blank" rel="noopener noreferrer" size="xs" title={doc.name}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileText size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/**
 * The row's action buttons (named with the vehicle for screen readers) and, on lease returns, the
 * grounding receipt and bill of lading as links.
 */
export function RowActionsCell({ row, controller }: { row: AppraisalRow; controller: RowActionsOfRows }) {
  const actions = controller.actionsOf(row);
  const title = vehicleTitle(row, `appraisal ${row.id}`);
  return (
    <Stack gap={4} align="flex-start">
      {actions.length > 0 ? (
        <Group gap={6} wrap="wrap">
          {actions.map((a, i) => (
            <Button
              key={a.id}
              size="compact-sm"
              variant={i === 0 ? 'light' : 'default'}
              aria-label={`${a.label}: ${title}`}
              loading={controller.pending === row.id && i === 0}
              disabled={controller.pending === row.id}
              onClick={() => void controller.run(row, a)}
            >
              {a.label}
            </Button>
          ))}
        </Group>
      ) : null}
      {row.groundingReceipt ? <DocumentLink label="Grounding receipt" doc={row.groundingReceipt} /> : null}
      {row.billOfLading ? <DocumentLink label="Bill of lading" doc={row.billOfLading} /> : null}
    </Stack>
  );
}
