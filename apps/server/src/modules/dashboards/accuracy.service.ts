import {
  ACCURACY_MAKES,
  type AccuracyLookBack,
  allowReadVals,
  type BookAccuracy,
  DASHBOARD_APP_TYPE,
  type DashboardFilter,
  type DashboardType,
  type MakeAccuracy,
  VALUATION_PROVIDER_KEYS,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import { ForbiddenError } from '../../lib/errors';
import { type DealerScope, listWhere } from '../appraisals';
import { appraiserAccuracy, bookAccuracy, boughtCount } from './accuracy.repository';
import { dealerWindows } from './day-counts.repository';

/**
 * GET /dashboards/{type}/accuracy: the look-back over the dashboard's window (the drill-down's
 * WHERE: created in the window, archived and rejected left out) for the records bought, i.e. with
 * an actual cost. Book values and offers are value data: only for roles that may read valuations.
 */
export async function accuracyLookBack(
  ctx: AppContext,
  dealer: DealerScope,
  type: DashboardType,
  filter: DashboardFilter,
): Promise<AccuracyLookBack> {
  if (!allowReadVals(dealer.roles)) throw new ForbiddenError();
  const now = ctx.now();
  const [window] = await dealerWindows(ctx.db, [dealer.id], filter.days, now);
  const since = window!.since;
  const where = listWhere(dealer.id, { statsAppType: DASHBOARD_APP_TYPE[type], days: filter.days }, { now, since });
  const [records, byBook, appraisers] = await Promise.all([
    boughtCount(ctx.db, where),
    bookAccuracy(ctx.db, where),
    appraiserAccuracy(ctx.db, where),
  ]);
  const books = byBook.filter((r) => r.make === null).map((r) => r.book);
  const perMake = new Map<string, BookAccuracy[]>();
  for (const { make, book } of byBook) if (make !== null) perMake.set(make, [...(perMake.get(make) ?? []), book]);
  const size = (m: BookAccuracy[]) => Math.max(...m.map((b) => b.records));
  const makes: MakeAccuracy[] = [...perMake]
    .map(([make, list]) => ({ make, books: list }))
    .sort((x, y) => size(y.books) - size(x.books) || x.make.localeCompare(y.make))
    .slice(0, ACCURACY_MAKES);
  return {
    days: filter.days,
    since: since.toISOString(),
    records,
    books: sortByBook(books),
    makes: makes.map((m) => ({ ...m, books: sortByBook(m.books) })),
    appraisers,
  };
}

const sortByBook = (books: BookAccuracy[]) =>
  [...books].sort((x, y) => VALUATION_PROVIDER_KEYS.indexOf(x.book) - VALUATION_PROVIDER_KEYS.indexOf(y.book));
