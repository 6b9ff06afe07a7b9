import {
  DEALER_SETTINGS,
  type DealerSettingDef,
  type DealerSettingId,
  dealerSettingDef,
  dealerSettingValue,
  dealerSettingValueSchema,
  dealerSettingValueText,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { setDealerSetting, storedDealerSettings } from '../settings/settings.service';
import { insertAudit } from './audit.repository';
import type { AdminActor } from './dealer-lists.service';

const NOT_FOUND = 'Setting not found.';

/** A setting as GET /dealer_settings answers it (part 2 section 3), its value typed, with the allowed list. */
function view(def: DealerSettingDef, stored?: { value: string; updatedAt: Date }) {
  return {
    id: def.id,
    name: def.name,
    description: def.description,
    type: def.type,
    // Every setting has a default, so a value always (the fallback only satisfies the type).
    value: dealerSettingValue(def.id, stored?.value) ?? def.defaultValue,
    allowed: def.allowed ?? null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}
export type DealerSettingView = ReturnType<typeof view>;

/** GET /dealer_settings: ids 40107 to 40118, each the dealer's value or the spec's default. */
export async function listSettings(ctx: AppContext, dealerId: number) {
  const stored = new Map((await storedDealerSettings(ctx.db, dealerId)).map((r) => [r.settingId, r]));
  return DEALER_SETTINGS.map((def) => view(def, stored.get(def.id)));
}

export async function readSetting(ctx: AppContext, dealerId: number, id: number) {
  const def = dealerSettingDef(id);
  if (!def) throw new NotFoundError(NOT_FOUND);
  return (await listSettings(ctx, dealerId)).find((s) => s.id === id)!;
}

/**
 * PUT /dealer_settings/{id} {value}: the value checked by the domain (the spec's "Value is
 * required." and "Enter one of: ..."), stored in its text form, audited with the value before.
 */
export async function updateSetting(ctx: AppContext, actor: AdminActor, id: number, raw: unknown) {
  const def = dealerSettingDef(id);
  if (!def) throw new NotFoundError(NOT_FOUND);
  const parsed = dealerSettingValueSchema(id).safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Not a valid value.';
    throw new ValidationError(message, { value: message });
  }
  const before = await readSetting(ctx, actor.dealerId, id);
  await ctx.db.transaction(async (tx) => {
    await setDealerSetting(tx, actor.dealerId, id as DealerSettingId, dealerSettingValueText(id, parsed.data));
    await insertAudit(tx, {
      ...actor,
      entity: 'dealer_setting',
      entityId: id,
      action: 'update',
      before: { value: before.value },
      after: { value: parsed.data },
    });
  });
  return readSetting(ctx, actor.dealerId, id);
}
