import {
  formatCurrency,
  formatCurrencyWhole,
  nextTemporaryBidId,
  setPreferredBid,
  sortBidsByProfit,
  type WorksheetInput,
  withBidProfits,
} from '@dealer/domain';
import { ActionIcon, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useDealerBidders } from '../api/get-dealer-bidders';
import type { WorksheetBid, WorksheetFormValues } from '../lib/worksheet-form';

// Mounted at its first opening: closed, it was a form and a modal drawn with the worksheet.
const BidDialog = lazyDialog(() => import('./bid-dialog').then((m) => m.BidDialog));

interface BidPanelProps {
  dealerId: number;
  worksheet: WorksheetInput;
  /** The bidders box is disabled on a closed record (part 2 section 2.5). */
  disabled: boolean;
}

/**
 * The bidders panel (admin and acquisition manager only): bids by profit, highest first, amounts
 * without decimals, one preferred at a time. Changes stay in the form until Save worksheet.
 */
export function BidPanel({ dealerId, worksheet, disabled }: BidPanelProps) {
  const { control, setValue } = useFormContext<WorksheetFormValues>();
  const bids = useWatch({ control, name: 'bids' });
  const bidders = useDealerBidders(dealerId);
  const [dialog, setDialog] = useState<{ bid: WorksheetBid | null } | null>(null);
  const change = (next: WorksheetBid[]) => setValue('bids', next, { shouldDirty: true });
  const rows = sortBidsByProfit(withBidProfits(bids, worksheet));

  const save = (values: { bidderId: number; bidderName: string; amount: number }) => {
    const editing = dialog?.bid;
    change(
      editing
        ? bids.map((b) => (b.id === editing.id ? { ...b, ...values } : b))
        : [...bids, { id: nextTemporaryBidId(bids), isPreferred: false, profit: null, ...values }],
    );
    setDialog(null);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="bid-panel-title">
      <Group justify="space-between">
        <Title order={3} size="h5" id="bid-panel-title">
          Bidders
        </Title>
        <Button size="xs" variant="light" onClick={() => setDialog({ bid: null })} disabled={disabled}>
          Add bid
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm">No bids yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label="Bids" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Preferred</Table.Th>
                <Table.Th>Bidder</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Profit</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="yellow"
                      aria-label={`Preferred bid: ${b.bidderName}`}
                      aria-pressed={b.isPreferred}
                      disabled={disabled}
                      onClick={() => change(setPreferredBid(bids, b.id))}
                    >
                      {b.isPreferred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>{b.bidderName}</Table.Td>
                  <Table.Td>{formatCurrencyWhole(b.amount)}</Table.Td>
                  <Table.Td>{formatCurrency(b.profit)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit bid: ${b.bidderName}`}
                        disabled={disabled}
                        onClick={() => setDialog({ bid: bids.find((x) => x.id === b.id) ?? null })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove bid: ${b.bidderName}`}
                        disabled={disabled}
                        onClick={() => change(bids.filter((x) => x.id !== b.id))}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <BidDialog
        open={dialog !== null}
        bid={dialog?.bid ?? null}
        bidders={bidders.data ?? []}
        worksheet={worksheet}
        onSubmit={save}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
