import { allowReadVals, canWriteWorksheet, type Roles, type Stage, type ValueField } from '@dealer/domain';
import type { ListPageConfig } from './list-page-config';

/** Which inline edit a column carries: recon on the assess tab, payoff on the payoff tab. */
export type InlineEdit = 'recon' | 'payoff';

export type ColumnId =
  | 'stage'
  | 'customer'
  | 'team'
  | 'details'
  | 'books'
  | 'mmr'
  | 'jdp'
  | 'galves'
  | 'blackbook'
  | 'wholesale'
  | 'profit'
  | 'payoff'
  | 'recon';

/** One labelled amount of a value column (the book values cell holds four). */
export interface ValuePart {
  label: string;
  field: ValueField;
}

/**
 * A column after the pinned Vehicle column (which also holds the photo and the grade). Value
 * columns (part 2 section 2.1: "MMR, JDP, Galves, Black Book, wholesale valuation, expected
 * profit, payoff, recon") show only to users who may read valuations.
 */
export interface ListColumn {
  id: ColumnId;
  label: string;
  /** Shown until the user chooses otherwise. */
  shownByDefault: boolean;
  /** The amounts of a value column; absent on text columns. */
  parts?: readonly ValuePart[];
  edit?: InlineEdit;
}

const BOOK_PARTS: readonly ValuePart[] = [
  { label: 'MMR', field: 'mmrVal' },
  { label: 'JDP', field: 'jdpVal' },
  { label: 'Galves', field: 'galvesVal' },
  { label: 'Black Book', field: 'blackbookVal' },
];

/** The three recon amounts the assess tab edits as one row edit. */
export const RECON_PARTS: readonly ValuePart[] = [
  { label: 'Body recon', field: 'reconBodyCost' },
  { label: 'Mechanical recon', field: 'reconMechCost' },
  { label: 'Other recon', field: 'reconOtherCost' },
];

const single = (id: ColumnId, part: ValuePart, shownByDefault: boolean): ListColumn => ({
  id,
  label: part.label,
  shownByDefault,
  parts: [part],
});

const TEXT_COLUMNS: readonly ListColumn[] = [
  { id: 'stage', label: 'Stage', shownByDefault: true },
  { id: 'customer', label: 'Customer', shownByDefault: true },
  { id: 'team', label: 'Team', shownByDefault: true },
  { id: 'details', label: 'Details', shownByDefault: true },
];

/** The four book values share one compact cell by default; each can have its own column instead. */
const VALUE_COLUMNS: readonly ListColumn[] = [
  { id: 'books', label: 'Book values', shownByDefault: true, parts: BOOK_PARTS },
  single('mmr', BOOK_PARTS[0]!, false),
  single('jdp', BOOK_PARTS[1]!, false),
  single('galves', BOOK_PARTS[2]!, false),
  single('blackbook', BOOK_PARTS[3]!, false),
  single('wholesale', { label: 'Wholesale valuation', field: 'auctionValuation' }, true),
  single('profit', { label: 'Expected profit', field: 'expectedTotalProfit' }, true),
  single('payoff', { label: 'Payoff', field: 'adjustedPayoffAmount' }, true),
  single('recon', { label: 'Recon', field: 'reconditioningCost' }, true),
];

/**
 * The columns the user may choose from on this page: the stage column only on pages without tabs
 * (there the tab says it), value columns only with allowReadVals (part 2 section 6; the server
 * strips the fields too).
 */
export function availableColumns(config: Pick<ListPageConfig, 'tabs'>, roles: Roles): ListColumn[] {
  const text = TEXT_COLUMNS.filter((c) => c.id !== 'stage' || config.tabs.length === 0);
  return allowReadVals(roles) ? [...text, ...VALUE_COLUMNS] : text;
}

/** The column a tab edits in place: the recon amounts on assess, the payoff on payoff. */
export function editedColumn(tab: Stage | null): ColumnId | null {
  return tab === 'assess' ? 'recon' : tab === 'payoff' ? 'payoff' : null;
}

/**
 * The columns shown: the user's choices (dlrapp `columns`, else each column's default). On the
 * assess and payoff tabs the edited column is always shown, as its editor: the recon total becomes
 * its three parts, the payoff an input. Editing is only for amounts the user can also read, so a
 * role that may write but not read valuations edits on the worksheet.
 */
export function shownColumns(
  available: readonly ListColumn[],
  chosen: Readonly<Record<string, boolean>>,
  tab: Stage | null,
): ListColumn[] {
  const edited = editedColumn(tab);
  return available
    .filter((c) => c.id === edited || (chosen[c.id] ?? c.shownByDefault))
    .map((c) => {
      if (c.id !== edited) return c;
      return c.id === 'recon'
        ? { ...c, parts: RECON_PARTS, edit: 'recon' as const }
        : { ...c, edit: 'payoff' as const };
    });
}

/** Whether this row's inline edits are open to the user ("Only when canWriteWorksheet(roles, row)"). */
export function canEditRow(
  roles: Roles,
  row: { appraisalTypeId?: number | null; appraisalStatusId?: number | null; deletedAt?: unknown },
): boolean {
  return canWriteWorksheet(roles, row);
}
