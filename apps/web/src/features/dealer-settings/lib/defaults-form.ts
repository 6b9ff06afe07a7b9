import { DEALER_SETTINGS, type DealerSettingValue, dealerSettingValueSchema } from '@dealer/domain';
import { z } from 'zod';

/** Form field name of a setting: react-hook-form wants names, not numbers ('s40107'). */
export const settingField = (id: number) => `s${id}`;

/** The Defaults form's schema: each setting checked by the domain rule of its id (the spec's messages). */
export const defaultsSchema = z.object(
  Object.fromEntries(DEALER_SETTINGS.map((d) => [settingField(d.id), dealerSettingValueSchema(d.id)])),
);

export type DefaultsValues = Record<string, unknown>;

/** The form's values from GET /dealer_settings; a free text setting never set starts blank. */
export function defaultsFormValues(settings: readonly { id: number; value: DealerSettingValue | null }[]) {
  return Object.fromEntries(settings.map((s) => [settingField(s.id), s.value ?? ''])) as DefaultsValues;
}

/** The settings whose value the user changed, as PUT /dealer_settings/{id} wants them. */
export function changedSettings(before: DefaultsValues, after: Record<string, DealerSettingValue>) {
  return DEALER_SETTINGS.map((d) => ({ id: d.id, value: after[settingField(d.id)] as DealerSettingValue })).filter(
    (c) => c.value !== undefined && String(c.value) !== String(before[settingField(c.id)] ?? ''),
  );
}

/** Money settings (40107 pickup fee, 40117 threshold) show as money; 40118 is a grade, 1.0 to 5.0. */
export const MONEY_SETTING_IDS: readonly number[] = [40107, 40117];
export const GRADE_SETTING_ID = 40118;
/** The offer letter note is a paragraph, the other texts one line. */
export const LONG_TEXT_SETTING_IDS: readonly number[] = [40113];
