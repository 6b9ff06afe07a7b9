import {
  type ComparablePurchases,
  formatCurrency,
  formatDate,
  formatThousands,
  proposalAgainstMedian,
} from '@dealer/domain';

type Band = NonNullable<ComparablePurchases['band']>;

/**
 * The band in a line: '2018–2020 Honda Civic, 45,000–75,000 mi, bought since 11/28/2025'. The
 * look-back starts at UTC midnight of a date: that date is shown, whatever the browser's zone.
 */
export function bandText(band: Band): string {
  const miles =
    band.mileageFrom === null || band.mileageTo === null
      ? ''
      : `, ${formatThousands(band.mileageFrom)}–${formatThousands(band.mileageTo)} mi`;
  return `${band.yearFrom}–${band.yearTo} ${band.make} ${band.model}${miles}, bought since ${formatDate(band.purchasedSince.slice(0, 10))}`;
}

/** What the median is taken over: 'Median actual cost of 4 purchases' (and how many had none). */
export function medianBasisText(answer: Pick<ComparablePurchases, 'count' | 'costCount'>): string {
  const noun = answer.costCount === 1 ? 'purchase' : 'purchases';
  const without = answer.count - answer.costCount;
  return `Median actual cost of ${answer.costCount} ${noun}${without > 0 ? ` (${without} without an actual cost)` : ''}`;
}

/** A proposal set against the median: '$700.00 (5.6%) above the median', 'the same as the median'. */
export function againstMedianText(proposal: number | null, median: number | null): string {
  const against = proposalAgainstMedian(proposal, median);
  if (!against) return '';
  if (against.difference === 0) return 'the same as the median';
  const side = against.difference > 0 ? 'above' : 'below';
  const percent = against.percent === null ? '' : ` (${Math.abs(against.percent)}%)`;
  return `${formatCurrency(Math.abs(against.difference))}${percent} ${side} the median`;
}

/** 'Showing the 20 most recent of 25.' when the answer lists fewer than it counted. */
export function shownText(answer: Pick<ComparablePurchases, 'count' | 'purchases'>): string {
  return answer.purchases.length < answer.count
    ? `Showing the ${answer.purchases.length} most recent of ${answer.count}.`
    : '';
}
