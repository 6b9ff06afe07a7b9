import {
  BID_DEFAULT_AMOUNT,
  type BidForm,
  type BidFormInput,
  bidFormSchema,
  bidProfit,
  formatCurrency,
  type WorksheetInput,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MoneyInput, type MoneyInputValue } from '../../../components/money-input';
import type { DealerBidder } from '../api/get-dealer-bidders';
import type { WorksheetBid } from '../lib/worksheet-form';

interface BidDialogProps {
  opened: boolean;
  /** The bid being edited; null adds one. */
  bid: WorksheetBid | null;
  bidders: readonly DealerBidder[];
  worksheet: WorksheetInput;
  onSubmit: (values: { bidderId: number; bidderName: string; amount: number }) => void;
  onClose: () => void;
}

type BidFormValues = BidFormInput;

const startValues = (bid: WorksheetBid | null): BidFormValues => ({
  bidderId: bid ? String(bid.bidderId) : null,
  amount: bid ? bid.amount : BID_DEFAULT_AMOUNT,
});

/**
 * The bid dialog (part 2 section 5): bidder required ('Bidder is required'), amount required
 * ('Amount is required', default '0.00'), and the bid's profit live as the amount is typed.
 */
export function BidDialog({ opened, bid, bidders, worksheet, onSubmit, onClose }: BidDialogProps) {
  const { control, handleSubmit, reset } = useForm<BidFormValues, unknown, BidForm>({
    resolver: zodResolver(bidFormSchema),
    defaultValues: startValues(bid),
  });
  useEffect(() => {
    if (opened) reset(startValues(bid));
  }, [opened, bid, reset]);
  const amount = useWatch({ control, name: 'amount' });

  const submit = handleSubmit((values) => {
    const name = bidders.find((b) => b.id === values.bidderId)?.name ?? '';
    onSubmit({ bidderId: values.bidderId, bidderName: name, amount: values.amount });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={bid ? 'Edit bid' : 'Add bid'} centered>
      <form
        noValidate
        onSubmit={(e) => {
          // The modal is a portal inside the worksheet form: its submit must not bubble up to it.
          e.stopPropagation();
          void submit(e);
        }}
      >
        <Stack gap="sm">
          <Controller
            control={control}
            name="bidderId"
            render={({ field, fieldState }) => (
              <Select
                label="Bidder"
                placeholder="Choose a bidder"
                data={bidders.map((b) => ({ value: String(b.id), label: b.name }))}
                value={(field.value as string | null) ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="amount"
            render={({ field, fieldState }) => (
              <MoneyInput
                label="Amount"
                value={field.value as MoneyInputValue}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Text size="sm">
            Profit:{' '}
            <strong data-testid="bid-profit">{formatCurrency(bidProfit(amount as MoneyInputValue, worksheet))}</strong>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
