import { expect, type Locator, type Page } from '@playwright/test';
import { DEALER } from './demo';
import { fetchList, type ListRow, vehicleName } from './lists';

type Row = ListRow & { email?: string | null; offerSent?: boolean };

/**
 * An open trade-in with an e-mail and no offer, by position from the middle of the list plus
 * `slot` (offers.spec.ts takes slots 0 to 2; each spec keeps its own). A record without a payoff
 * gets one through the API: the worksheet must validate before an offer.
 */
export async function pickOpenTradeIn(page: Page, slot: number): Promise<Row & { email: string }> {
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] });
  const open = (rows as Row[]).filter(
    (r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1 && !!r.email && !r.offerSent,
  );
  const row = open[Math.floor(open.length / 2) + slot];
  if (!row) throw new Error(`no open trade-in #${slot} with an e-mail in the demo data`);
  if (!((row.adjustedPayoffAmount ?? 0) > 0)) {
    const user = (await (await page.request.get('/api/user')).json()) as { dealers: { id: number; slug: string }[] };
    const dealerId = String(user.dealers.find((d) => d.slug === DEALER)?.id);
    const res = await page.request.post(`/api/appraisals/${row.id}/payoff`, {
      headers: { 'x-dealer-id': dealerId },
      data: { adjustedPayoffAmount: 9000 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return row as Row & { email: string };
}

export async function openWorksheet(page: Page, row: ListRow) {
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
}

/** The Wholesale card's MAKE OFFER / RESEND, and the dialog it opens. */
export async function openOfferDialog(page: Page): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Wholesale offer' })
    .getByRole('button', { name: /^(MAKE OFFER|RESEND)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Make offer (Wholesale)' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Sends an exact offer from the worksheet, with "Show customer equity" as asked. */
export async function sendExactOffer(page: Page, amount: string, showEquity = false) {
  const dialog = await openOfferDialog(page);
  await dialog.getByRole('radio', { name: 'Exact offer' }).check();
  await dialog.getByRole('button', { name: 'Continue to offer' }).click();
  await dialog.getByRole('textbox', { name: 'Offer amount' }).fill(amount);
  const equity = dialog.getByRole('checkbox', { name: 'Show customer equity' });
  if (showEquity) await equity.check();
  else await equity.uncheck();
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();
}

/** "$12,345.00" or "-$1,000.50" as cents. */
export function cents(text: string): number {
  const m = /(-?)\$([\d,]+)\.(\d\d)/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const value = Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}
