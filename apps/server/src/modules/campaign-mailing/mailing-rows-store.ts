import { createHash } from 'node:crypto';
import { MAILING_LIST_COLUMNS, type MailingListRawRow } from '@dealer/domain';
import { z } from 'zod';
import type { FileStorage } from '../../integrations/storage';
import { NotFoundError } from '../../lib/errors';
import { type MailingListFormat, type ParsedMailingList, parseMailingList } from './mailing-parse';

const NOT_FOUND = 'Mailing list not found.';

/**
 * A list's rows as parsed at upload, kept beside its file: every view and the send read these
 * (only the rows that hold something) instead of parsing the file again, so a file of 900,000
 * empty rows costs its parse once. Lists are never edited, so the copy never goes stale.
 */
const storedRows = z.object({
  v: z.literal(1),
  rows: z.array(
    z.object({
      line: z.number().int(),
      values: z.partialRecord(z.enum(MAILING_LIST_COLUMNS as [string, ...string[]]), z.string()),
    }),
  ),
  unknownColumns: z.array(z.string()),
});

/** The rows' key: derived from the file's (43 URL-safe characters, as every storage key). */
const rowsKey = (fileKey: string) => createHash('sha256').update(`${fileKey}:rows`).digest('base64url');

async function readBytes(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The kept copy's JSON; undefined when it is damaged (the file is parsed again instead). */
function jsonOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function saveParsedRows(storage: FileStorage, fileKey: string, parsed: ParsedMailingList) {
  const body = { v: 1, rows: parsed.rows, unknownColumns: parsed.unknownColumns };
  await storage.put(rowsKey(fileKey), new TextEncoder().encode(JSON.stringify(body)));
}

/** The list's rows: the copy kept at upload, else (a list from before the copy) its file parsed. */
export async function loadParsedRows(
  storage: FileStorage,
  list: { storageKey: string; format: MailingListFormat },
): Promise<ParsedMailingList> {
  const kept = await readBytes(storage, rowsKey(list.storageKey));
  const parsed = kept ? storedRows.safeParse(jsonOf(kept)) : null;
  if (parsed?.success)
    return { rows: parsed.data.rows as MailingListRawRow[], unknownColumns: parsed.data.unknownColumns };
  const bytes = await readBytes(storage, list.storageKey);
  if (!bytes) throw new NotFoundError(NOT_FOUND);
  return parseMailingList(list.format, bytes);
}
