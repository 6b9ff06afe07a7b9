import { type DealerSettingId, dealerSettingDef } from '@dealer/domain';
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

/** Writes one setting (demo data and tests today; the dealer settings page later). */
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
