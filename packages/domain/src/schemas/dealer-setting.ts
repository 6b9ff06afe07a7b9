import { z } from 'zod';
import { dealerSettingDef } from '../constants/dealer-settings';
import { idAnswer, timestampAnswer } from './answer-fields';
import { EMAIL_INVALID, isBlank, optionalEmail } from './fields';

/** The CRM lead address (40111): blank (no CRM) or an e-mail address; leads sent to 'not-an-email' go nowhere. */
const CRM_EMAIL_CHECK = optionalEmail();

/**
 * Part 2 section 5: "Dealer settings: 40107 and 40117 number, 'Value is required.'. 40108 must be
 * MMR, JDP or Galves. 40114 must be Average, Above or Below. 40115 must be Trade, Loan or Retail.
 * Message form: 'Enter one of: ' followed by the list, plus 'Value is required.'."
 */
export const DEALER_SETTING_MESSAGES = {
  required: 'Value is required.',
  unknown: 'Unknown setting.',
} as const;

/** "'Enter one of: ' followed by the list", the list joined with commas: 'Enter one of: MMR, JDP, Galves'. */
export function enterOneOf(values: readonly string[]): string {
  return `Enter one of: ${values.join(', ')}`;
}

export type DealerSettingValue = string | number | boolean;

/**
 * The schema of one setting's value:
 * - number settings (40107, 40117, 40118): a number or numeric string; missing or not a number gives
 *   'Value is required.';
 * - listed values (40108, 40114, 40115): required, then one of the list; matched without regard to
 *   case and stored as the list writes it ('mmr' -> 'MMR');
 * - booleans (40109, 40110, 40116): true/false or 'true'/'false', else 'Value is required.';
 * - free texts (40111 to 40113): any text, blank allowed (their default is empty); 40111, the CRM
 *   lead address, must be an e-mail address when given.
 * An id outside 40107-40118 fails with 'Unknown setting.'.
 */
export function dealerSettingValueSchema(id: number): z.ZodType<DealerSettingValue, unknown> {
  const def = dealerSettingDef(id);
  const required = DEALER_SETTING_MESSAGES.required;
  return z.unknown().transform((v, ctx): DealerSettingValue => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!def) return fail(DEALER_SETTING_MESSAGES.unknown);
    if (def.type === 'boolean') {
      if (v === true || v === 'true') return true;
      if (v === false || v === 'false') return false;
      return fail(required);
    }
    if (def.type === 'number') {
      if (isBlank(v)) return fail(required);
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
      return Number.isFinite(n) ? n : fail(required);
    }
    if (v !== null && v !== undefined && typeof v !== 'string') return fail(required);
    const text = (v ?? '').trim();
    if (def.format === 'email') {
      const email = CRM_EMAIL_CHECK.safeParse(text);
      return email.success ? (email.data ?? '') : fail(email.error.issues[0]?.message ?? EMAIL_INVALID);
    }
    if (!def.allowed) return text;
    if (text === '') return fail(required);
    const match = def.allowed.find((a) => a.toLowerCase() === text.toLowerCase());
    return match ?? fail(enterOneOf(def.allowed));
  });
}

/** PUT /dealer_settings/{id} body for the setting with that id. */
export function dealerSettingUpdateSchema(id: number) {
  return z.object({ value: dealerSettingValueSchema(id) });
}
export type DealerSettingUpdate = { value: DealerSettingValue };

/**
 * A setting value in its stored text form, the form the spec's defaults are written in: money
 * settings with 2 decimals ('200.00', '5000.00'), other numbers as written ('3'), booleans as
 * 'true'/'false'.
 */
export function dealerSettingValueText(id: number, value: DealerSettingValue): string {
  if (typeof value === 'number') return id === 40107 || id === 40117 ? value.toFixed(2) : String(value);
  return String(value);
}

/** A setting's value typed for use (the default when none is stored): 40117 '5000.00' -> 5000. */
export function dealerSettingValue(
  id: number,
  stored?: string | boolean | number | null,
): DealerSettingValue | undefined {
  const def = dealerSettingDef(id);
  if (!def) return undefined;
  const parsed = dealerSettingValueSchema(id).safeParse(stored ?? def.defaultValue);
  if (parsed.success) return parsed.data;
  return dealerSettingValueSchema(id).parse(def.defaultValue);
}

/** A setting as GET/PUT /dealer_settings answer it (part 2 section 3): its value typed, with the allowed list. */
export const dealerSettingAnswer = z.object({
  id: idAnswer,
  name: z.string(),
  description: z.string(),
  type: z.enum(['boolean', 'number', 'string']),
  value: z.union([z.string(), z.number(), z.boolean()]).describe('the stored value, else the default'),
  allowed: z.array(z.string()).readonly().nullable().describe('the values a string setting may take, else null'),
  updatedAt: timestampAnswer.nullable().describe('null: never set (the default applies)'),
});
export type DealerSetting = z.infer<typeof dealerSettingAnswer>;
export const dealerSettingsAnswer = z.array(dealerSettingAnswer);
