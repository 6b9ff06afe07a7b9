import {
  DEALER_SETTING,
  DEFAULT_VALUATION_PROVIDER,
  type DealerSettingId,
  dealerSettingDef,
  dealerSettingValue,
  valuationProviderOfSetting,
} from '@dealer/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealerSettings } from '../../db/schema';

/** A dealer's value of one setting, or the spec's default when the dealer never set it. */
export async function dealerSetting(db: DbOrTx, dealerId: number, id: DealerSettingId): Promise<string> {
  const [row] = await db
    .select({ value: dealerSettings.value })
    .from(dealerSettings)
    .where(and(eq(dealerSettings.dealerId, dealerId), eq(dealerSettings.settingId, id)));
  return row?.value ?? String(dealerSettingDef(id)?.defaultValue ?? '');
}

export async function dealerNumberSetting(db: DbOrTx, dealerId: number, id: DealerSettingId): Promise<number> {
  const value = Number(await dealerSetting(db, dealerId, id));
  return Number.isFinite(value) ? value : Number(dealerSettingDef(id)?.defaultValue ?? 0);
}

/** Writes one setting (the Defaults tab, demo data and tests). */
export async function setDealerSetting(db: DbOrTx, dealerId: number, id: DealerSettingId, value: string) {
  await db
    .insert(dealerSettings)
    .values({ dealerId, settingId: id, value })
    .onConflictDoUpdate({
      target: [dealerSettings.dealerId, dealerSettings.settingId],
      set: { value, updatedAt: new Date() },
    });
}

/** Every setting row the dealer has stored (settings never set are absent: they have their default). */
export function storedDealerSettings(db: DbOrTx, dealerId: number) {
  return db
    .select({ settingId: dealerSettings.settingId, value: dealerSettings.value, updatedAt: dealerSettings.updatedAt })
    .from(dealerSettings)
    .where(eq(dealerSettings.dealerId, dealerId));
}

/**
 * What the worksheet starts from, read per request for the record's dealer: the pickup fee a blank
 * worksheet starts with (40107), the provider the worksheet shows first (40108) and the high-equity
 * threshold of the equity colour (40117).
 */
export async function worksheetDefaults(db: DbOrTx, dealerId: number) {
  const stored = new Map((await storedDealerSettings(db, dealerId)).map((r) => [r.settingId, r.value]));
  const typed = (id: DealerSettingId) => dealerSettingValue(id, stored.get(id));
  return {
    pickupFee: Number(typed(DEALER_SETTING.DEFAULT_PICKUP_FEE)),
    valuationProvider:
      valuationProviderOfSetting(String(typed(DEALER_SETTING.DEFAULT_VALUATION_PROVIDER))) ??
      DEFAULT_VALUATION_PROVIDER,
    highEquityThreshold: Number(typed(DEALER_SETTING.HIGH_EQUITY_THRESHOLD)),
  };
}
export type WorksheetDefaults = Awaited<ReturnType<typeof worksheetDefaults>>;
