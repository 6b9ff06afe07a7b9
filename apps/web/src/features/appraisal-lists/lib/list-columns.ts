import { allowReadVals, canWriteWorksheet, type Roles, type Stage, type ValueField } from '@dealer/domain';
import type { ListPageConfig } from './list-page-config';

/** Columns every user sees. The stage column only on pages without tabs (there the tab says it). */
export type InfoColumnId = 'photo' | 'vehicle' | 'grade' | 'stage' | 'customer' | 'people' | 'details';

export const INFO_COLUMN_LABELS: Readonly<Record<InfoColumnId, string>> = {
  photo: 'Photo',
  vehicle: 'Vehicle',
  grade: 'Grade',
  stage: 'Stage',
  customer: 'Customer',
  people: 'Team',
  details: 'Details',
};

/** Which inline edit a value column carries: recon on the assess tab, payoff on the payoff tab. */
export type InlineEdit = 'recon' | 'payoff';

export interface ValueColumn {
  id: string;
  label: string;
  field: ValueField;
  edit?: InlineEdit;
}

/**
 * Part 2 section 2.1 value columns: "MMR, JDP, Galves, Black Book, wholesale valuation, expected
 * profit, payoff, recon".
 */
const VALUE_COLUMNS: readonly ValueColumn[] = [
  { id: 'mmr', label: 'MMR', field: 'mmrVal' },
  { id: 'jdp', label: 'JDP', field: 'jdpVal' },
  { id: 'galves', label: 'Galves', field: 'galvesVal' },
  { id: 'blackbook', label: 'Black Book', field: 'blackbookVal' },
  { id: 'wholesale', label: 'Wholesale valuation', field: 'auctionValuation' },
  { id: 'profit', label: 'Expected profit', field: 'expectedTotalProfit' },
  { id: 'payoff', label: 'Payoff', field: 'adjustedPayoffAmount' },
  { id: 'recon', label: 'Recon', field: 'reconditioningCost' },
];

/** The assess tab edits the three recon amounts in place of their total. */
const RECON_PARTS: readonly ValueColumn[] = [
  { id: 'reconBody', label: 'Body recon', field: 'reconBodyCost', edit: 'recon' },
  { id: 'reconMech', label: 'Mechanical recon', field: 'reconMechCost', edit: 'recon' },
  { id: 'reconOther', label: 'Other recon', field: 'reconOtherCost', edit: 'recon' },
];

export function infoColumns(config: Pick<ListPageConfig, 'tabs'>): InfoColumnId[] {
  const columns: InfoColumnId[] = ['photo', 'vehicle', 'grade'];
  if (config.tabs.length === 0) columns.push('stage');
  columns.push('customer', 'people', 'details');
  return columns;
}

/**
 * The value columns a user sees: none without allowReadVals (part 2 section 6, "value columns
 * (allowReadVals)"; the server strips the fields too). On the assess tab the recon total becomes
 * its three editable parts; on the payoff tab the payoff is editable. Editing is only for inputs
 * the user can also read, so a role that may write but not read valuations edits on the worksheet.
 */
export function valueColumns(roles: Roles, tab: Stage | null): ValueColumn[] {
  if (!allowReadVals(roles)) return [];
  if (tab === 'assess') return [...VALUE_COLUMNS.filter((c) => c.id !== 'recon'), ...RECON_PARTS];
  if (tab === 'payoff') return VALUE_COLUMNS.map((c) => (c.id === 'payoff' ? { ...c, edit: 'payoff' as const } : c));
  return [...VALUE_COLUMNS];
}

/** Whether this row's inline edits are open to the user ("Only when canWriteWorksheet(roles, row)"). */
export function canEditRow(
  roles: Roles,
  row: { appraisalTypeId?: number | null; appraisalStatusId?: number | null; deletedAt?: unknown },
): boolean {
  return allowReadVals(roles) && canWriteWorksheet(roles, row);
}
