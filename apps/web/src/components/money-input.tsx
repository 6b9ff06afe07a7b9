import { parseMoneyValue } from '@dealer/domain';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * Spec part 1 section 5: "Money inputs show a dollar sign, thousands separators, 2 decimals; arrow
 * keys step 1 by default." Shared by every money field (worksheet, bid dialog, offers).
 */
export const MONEY_INPUT_FORMAT = {
  prefix: '$',
  thousandSeparator: ',',
  decimalScale: 2,
  fixedDecimalScale: true,
  step: 1,
} as const;

/** What a money input holds: a number, or the text being typed ('' when empty). */
export type MoneyInputValue = number | string;

/** The input's value as a number; blank or not a number is null (formatting characters allowed). */
export function moneyInputNumber(value: MoneyInputValue | null | undefined): number | null {
  return parseMoneyValue(typeof value === 'number' ? value : (value ?? '').trim());
}

/** A stored amount as the input's value: blank for null, so an untouched field stays empty. */
export function toMoneyInputValue(value: number | string | null | undefined): MoneyInputValue {
  const n = parseMoneyValue(value ?? null);
  return n === null ? '' : n;
}

export type MoneyInputProps = Omit<
  NumberInputProps,
  'prefix' | 'thousandSeparator' | 'decimalScale' | 'fixedDecimalScale'
>;

/** A Mantine NumberInput in the product's money format; negative amounts only when allowNegative. */
export function MoneyInput({ allowNegative = false, step = MONEY_INPUT_FORMAT.step, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      {...MONEY_INPUT_FORMAT}
      step={step}
      allowNegative={allowNegative}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
