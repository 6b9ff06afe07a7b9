import { z } from 'zod';

/**
 * Builders of answer schemas: what the server sends back, as JSON. Requests are parsed leniently
 * (fields.ts); answers are exact, because the server writes them with these schemas (a field not
 * named never leaves it), the OpenAPI document carries them and the web infers its types from them.
 */

/** A database id. */
export const idAnswer = z.number().int();

/** A count of rows or things. */
export const countAnswer = z.number().int();

/** An amount in dollars with cents (NUMERIC(12,2) in the database). */
export const moneyAnswer = z.number();

/** A moment, written as ISO 8601 (the server's Date objects serialise to this). */
export const timestampAnswer = z.string().meta({ format: 'date-time' });

/** A calendar date, 'yyyy-mm-dd'. */
export const dateAnswer = z.string().meta({ format: 'date' });

/** The JSON Schema keyword that marks a field as value data (OpenAPI extension, read by tests). */
export const VALUE_DATA_KEYWORD = 'x-value-data';

/**
 * A value field (part 1 section 6, allowReadVals): present only for roles that may read
 * valuations, so optional in every answer; the server's value guard removes it for the others.
 * The list of names the guard removes (VALUE_FIELDS) is built from these marks.
 */
export function valueField<T extends z.ZodType>(schema: T) {
  return schema.optional().meta({ [VALUE_DATA_KEYWORD]: true });
}

/** The one error shape of every 4xx and 5xx answer. */
export const errorAnswer = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe('field name → message, for bad input'),
  }),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** `{ ok: true }`: an action done, nothing to tell. */
export const okAnswer = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okAnswer>;

/** `{ message }`: an action done, with the sentence the web shows. */
export const messageAnswer = z.object({ message: z.string() });

/** `{ id }`: the record created, changed or removed. */
export const idOnlyAnswer = z.object({ id: idAnswer });
export type IdOnly = z.infer<typeof idOnlyAnswer>;

/**
 * A file answered as bytes (PDF, image, spreadsheet): the OpenAPI document says its media type, or
 * each of them when the file may be of several (an uploaded image).
 */
export function fileAnswer(mediaType: string | readonly string[], description: string) {
  const types = typeof mediaType === 'string' ? [mediaType] : mediaType;
  // Typed unknown, not string: the route sends a Buffer or a stream; the document still says bytes.
  const bytes = { schema: z.unknown().meta({ type: 'string', format: 'binary' }) };
  return { description, content: Object.fromEntries(types.map((type) => [type, bytes])) };
}

/** An answer without a body (204, a redirect): what it means, for the OpenAPI document. */
export function noBodyAnswer(description: string) {
  return { description, content: {} };
}
