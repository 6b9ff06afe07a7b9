import { createInflateRaw } from 'node:zlib';
import { MAILING_LIST_MAX_EXPANDED_BYTES } from '@dealer/domain';

/** Why a spreadsheet was refused before any XML parser saw it. */
export type XlsxRefusal = 'unreadable' | 'tooLarge' | 'cellTooLong';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
/** A workbook has a dozen parts; thousands of entries are no workbook. */
const MAX_ENTRIES = 1000;
/**
 * The longest run of XML between two angle brackets: a cell of 1,000 characters is at most ~10 KB
 * even with every character an entity, so anything longer is refused before a parser builds it.
 */
export const MAX_XML_TOKEN_BYTES = 32 * 1024;

interface Entry {
  name: string;
  method: number;
  local: number;
  /** Where the entry's data ends: its data descriptor, if any, included. */
  end: number;
  data: Uint8Array;
}

/** Offset of the end-of-central-directory record, or -1. */
function endRecord(view: DataView): number {
  for (let i = view.byteLength - 22; i >= Math.max(0, view.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) return i;
  }
  return -1;
}

/** One central directory record and the local entry it points at, or null when they disagree. */
function entryAt(bytes: Uint8Array, view: DataView, at: number): { entry: Entry; next: number } | null {
  if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return null;
  const flags = view.getUint16(at + 8, true);
  const method = view.getUint16(at + 10, true);
  const compressed = view.getUint32(at + 20, true);
  const nameLength = view.getUint16(at + 28, true);
  const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  const local = view.getUint32(at + 42, true);
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) return null;
  if (view.getUint16(local + 8, true) !== method) return null;
  const described = (flags & 0x08) !== 0;
  if (!described && view.getUint32(local + 18, true) !== compressed) return null;
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  // 0xffffffff is ZIP64's "see the extra field": no spreadsheet of ours needs it.
  if (compressed === 0xffffffff || start + compressed > bytes.length) return null;
  let end = start + compressed;
  if (described) end += end + 4 <= bytes.length && view.getUint32(end, true) === DESCRIPTOR ? 16 : 12;
  const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
  return { entry: { name, method, local, end, data: bytes.subarray(start, start + compressed) }, next };
}

/**
 * The entries of a ZIP from its central directory; null unless it is a plain (non-ZIP64) ZIP whose
 * entries follow one another from its first byte to its central directory. A reader that walks the
 * local headers (as exceljs does) then sees exactly the entries checked here, nothing hidden between.
 */
function entriesOf(bytes: Uint8Array): Entry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = endRecord(view);
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const directory = view.getUint32(eocd + 16, true);
  if (count > MAX_ENTRIES) return null;
  const entries: Entry[] = [];
  let at = directory;
  for (let n = 0; n < count; n++) {
    const found = entryAt(bytes, view, at);
    if (!found) return null;
    entries.push(found.entry);
    at = found.next;
  }
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.local - b.local)) {
    if (entry.local !== expected) return null;
    expected = entry.end;
  }
  return expected === directory ? entries : null;
}

/** Tracks the longest run of bytes between '<' and '>' across an entry's chunks. */
function tokenScanner() {
  let run = 0;
  return (chunk: Uint8Array): boolean => {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      if (b === 0x3c || b === 0x3e) run = 0;
      else if (++run > MAX_XML_TOKEN_BYTES) return false;
    }
    return true;
  };
}

/**
 * Checks what an .xlsx expands to without ever holding it expanded: every entry is inflated as a
 * stream and dropped chunk by chunk, counting against the limit (the sizes the ZIP declares may
 * lie), and its XML may hold no run of text longer than MAX_XML_TOKEN_BYTES. Null when it passes.
 */
export async function xlsxRefusal(bytes: Uint8Array): Promise<XlsxRefusal | null> {
  const entries = entriesOf(bytes);
  if (!entries) return 'unreadable';
  let budget = MAILING_LIST_MAX_EXPANDED_BYTES;
  for (const entry of entries) {
    const scan = tokenScanner();
    const xml = /\.(xml|rels)$/i.test(entry.name);
    if (entry.method === 0) {
      budget -= entry.data.length;
      if (budget < 0) return 'tooLarge';
      if (xml && !scan(entry.data)) return 'cellTooLong';
      continue;
    }
    if (entry.method !== 8) return 'unreadable';
    const inflate = createInflateRaw();
    inflate.end(entry.data);
    try {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        budget -= chunk.length;
        const refusal = budget < 0 ? 'tooLarge' : xml && !scan(chunk) ? 'cellTooLong' : null;
        if (refusal) {
          inflate.destroy();
          return refusal;
        }
      }
    } catch {
      return 'unreadable';
    }
    // Bytes after the end of the deflate stream would be read as more entries by a streaming reader.
    if (inflate.bytesWritten !== entry.data.length) return 'unreadable';
  }
  return null;
}
