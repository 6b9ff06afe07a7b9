import { Readable } from 'node:stream';
import {
  MAILING_LIST_COLUMNS,
  MAILING_LIST_MAX_CELL_LENGTH,
  MAILING_LIST_MAX_ROWS,
  MAILING_LIST_MESSAGES,
  MAILING_LIST_REQUIRED_COLUMNS,
  type MailingListColumn,
  type MailingListRawRow,
} from '@dealer/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { ValidationError } from '../../lib/errors';
import { type XlsxRefusal, xlsxRefusal } from './xlsx-bounds';

export type MailingListFormat = 'csv' | 'xlsx';

/** What a file holds: its data rows (cells as text) and the header names we do not know. */
export interface ParsedMailingList {
  rows: MailingListRawRow[];
  unknownColumns: string[];
}

const fail = (message: string) => new ValidationError(message, { file: message });
const KNOWN = new Set<string>(MAILING_LIST_COLUMNS);

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A cell as text. Dates come as Date objects (cells with a date format) or as serial numbers in a
 * maturity_date column; both become yyyy-mm-dd. Rich text, hyperlinks and formulas give their text.
 */
function cellText(value: ExcelJS.CellValue, column: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number') {
    if (column === 'maturity_date' && value > 0 && value < 2_958_466)
      return isoDay(new Date(EXCEL_EPOCH_MS + Math.round(value) * DAY_MS));
    return String(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue, column);
  return '';
}

/** The header row: names trimmed (a BOM too), required columns present, unknown ones reported. */
function readHeader(names: string[]): { columns: (MailingListColumn | undefined)[]; unknown: string[] } {
  checkCells(1, names);
  const clean = names.map((n) => n.replace(/^\uFEFF/, '').trim());
  const missing = MAILING_LIST_REQUIRED_COLUMNS.filter((c) => !clean.includes(c));
  if (missing.length > 0) throw fail(MAILING_LIST_MESSAGES.missingColumns(missing));
  return {
    columns: clean.map((n) => (KNOWN.has(n) ? (n as MailingListColumn) : undefined)),
    unknown: clean.filter((n) => n !== '' && !KNOWN.has(n)),
  };
}

/** No cell of a list is longer than any field it feeds: a longer one refuses the file, with its row. */
function checkCells(line: number, cells: string[]) {
  if (cells.some((c) => c.length > MAILING_LIST_MAX_CELL_LENGTH)) throw fail(MAILING_LIST_MESSAGES.cellTooLong(line));
}

function rowOf(line: number, cells: string[], columns: (MailingListColumn | undefined)[]): MailingListRawRow | null {
  checkCells(line, cells);
  const values: MailingListRawRow['values'] = {};
  let any = false;
  columns.forEach((column, i) => {
    const text = (cells[i] ?? '').trim();
    if (text !== '') any = true;
    if (column && text !== '') values[column] = text;
  });
  return any ? { line, values } : null;
}

function pushRow(rows: MailingListRawRow[], row: MailingListRawRow | null) {
  if (!row) return;
  if (rows.length >= MAILING_LIST_MAX_ROWS) throw fail(MAILING_LIST_MESSAGES.tooManyRows);
  rows.push(row);
}

/** UTF-8 with or without a BOM, CRLF or LF, quoted fields (papaparse). */
function parseCsv(bytes: Uint8Array): ParsedMailingList {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fail(MAILING_LIST_MESSAGES.unreadable);
  }
  if (text.includes('\u0000')) throw fail(MAILING_LIST_MESSAGES.unreadable);
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...data] = result.data;
  if (!header) throw fail(MAILING_LIST_MESSAGES.noRows);
  const { columns, unknown } = readHeader(header);
  const rows: MailingListRawRow[] = [];
  // Rows are counted as a spreadsheet shows them (header row 1, blank lines counted, then skipped).
  data.forEach((cells, i) => {
    pushRow(rows, rowOf(i + 2, cells, columns));
  });
  return { rows, unknownColumns: unknown };
}

const REFUSALS: Record<XlsxRefusal, string> = {
  unreadable: MAILING_LIST_MESSAGES.unreadable,
  tooLarge: MAILING_LIST_MESSAGES.tooLargeExpanded,
  cellTooLong: MAILING_LIST_MESSAGES.cellTooLongSomewhere,
};

/**
 * The first worksheet, read as a stream (exceljs WorkbookReader): big lists never sit whole in a
 * DOM. The file's expanded size and longest text are checked first, without expanding it.
 */
async function parseXlsx(bytes: Uint8Array): Promise<ParsedMailingList> {
  const refusal = await xlsxRefusal(bytes);
  if (refusal) throw fail(REFUSALS[refusal]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let header: ReturnType<typeof readHeader> | null = null;
  const rows: MailingListRawRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        if (!header) {
          header = readHeader(values.map((v) => cellText(v, undefined)));
          continue;
        }
        const columns = header.columns;
        pushRow(
          rows,
          rowOf(
            row.number,
            values.map((v, i) => cellText(v, columns[i])),
            columns,
          ),
        );
      }
      break; // the first worksheet only
    }
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw fail(MAILING_LIST_MESSAGES.unreadable);
  }
  if (!header) throw fail(MAILING_LIST_MESSAGES.noRows);
  return { rows, unknownColumns: header.unknown };
}

/** A .csv or .xlsx mailing list's rows; a 400 with a clear message when it cannot be one. */
export async function parseMailingList(format: MailingListFormat, bytes: Uint8Array): Promise<ParsedMailingList> {
  return format === 'csv' ? parseCsv(bytes) : parseXlsx(bytes);
}

/** An .xlsx is a ZIP archive: PK\x03\x04. */
export const looksLikeXlsx = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
