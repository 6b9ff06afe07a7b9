import { MAILING_LIST_MAX_BYTES, MAILING_LIST_MESSAGES } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { deflatedEntry, sheetRow, xlsxOfRows, zipOf } from '../../../test/support/xlsx-zip';
import { ValidationError } from '../../lib/errors';
import { parseMailingList } from './mailing-parse';
import { xlsxRefusal } from './xlsx-bounds';

const VIN = '1HGCM82633A004352';
const HEADER = sheetRow(1, ['vin', 'email', 'first_name']);
const GOOD = sheetRow(2, [VIN, 'a@example.test', 'Ana']);
const MB = 1024 * 1024;

/** The message a refused file answers (a 400 on the file field), or null when it parsed. */
async function refusal(format: 'csv' | 'xlsx', bytes: Uint8Array): Promise<string | null> {
  try {
    await parseMailingList(format, bytes);
    return null;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    expect(err.fields).toEqual({ file: err.message });
    return err.message;
  }
}

/** One cell of `mb` megabytes of one letter, in a small file. */
function oneHugeCell(mb: number): Buffer {
  const piece = Buffer.alloc(MB, 'A');
  return xlsxOfRows(
    (function* () {
      yield HEADER;
      yield `<row r="2"><c r="A2" t="inlineStr"><is><t>`;
      for (let i = 0; i < mb; i++) yield piece;
      yield '</t></is></c></row>';
    })(),
  );
}

describe('what a mailing list may expand to (issue #35 point 6)', () => {
  it('refuses a 460 KB .xlsx whose one cell holds 450 MB, never expanding it', async () => {
    const bomb = oneHugeCell(450);
    expect(bomb.length).toBeLessThan(MAILING_LIST_MAX_BYTES);
    const before = process.memoryUsage();
    const message = await refusal('xlsx', new Uint8Array(bomb));
    const after = process.memoryUsage();
    expect(message).toBe(MAILING_LIST_MESSAGES.cellTooLongSomewhere);
    // Expanded, the cell alone would be 450 MB (900 MB as a JavaScript string).
    expect(after.rss - before.rss).toBeLessThan(100 * MB);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(100 * MB);
  }, 60_000);

  it('refuses what expands past the limit, trusting no size the ZIP declares', async () => {
    const rows = Buffer.alloc(MB, '<row/>');
    const bomb = xlsxOfRows(
      (function* () {
        yield HEADER;
        for (let i = 0; i < 450; i++) yield rows;
      })(),
    );
    const before = process.memoryUsage();
    expect(await refusal('xlsx', new Uint8Array(bomb))).toBe(MAILING_LIST_MESSAGES.tooLargeExpanded);
    expect(process.memoryUsage().rss - before.rss).toBeLessThan(100 * MB);
    const liar = deflatedEntry('xl/worksheets/sheet1.xml', [Buffer.alloc(40 * MB, '<b/>')]);
    expect(await xlsxRefusal(zipOf([{ ...liar, size: 100 }]))).toBe('tooLarge');
  }, 60_000);

  it('refuses a cell longer than the limit before any parser holds it, and names the row when it can', async () => {
    expect(await refusal('xlsx', new Uint8Array(oneHugeCell(1)))).toBe(MAILING_LIST_MESSAGES.cellTooLongSomewhere);
    const row = sheetRow(3, [VIN, 'b@example.test', 'x'.repeat(1001)]);
    expect(await refusal('xlsx', new Uint8Array(xlsxOfRows([HEADER, GOOD, row])))).toBe(
      MAILING_LIST_MESSAGES.cellTooLong(3),
    );
    const csv = `vin,email,notes\n${VIN},a@example.test,ok\n${VIN},b@example.test,${'x'.repeat(1001)}\n`;
    expect(await refusal('csv', new TextEncoder().encode(csv))).toBe(MAILING_LIST_MESSAGES.cellTooLong(3));
    expect(await refusal('xlsx', new Uint8Array(xlsxOfRows([HEADER, GOOD])))).toBeNull();
  });

  it('refuses a ZIP with bytes hidden from its directory (a streaming reader would read them)', async () => {
    const file = xlsxOfRows([HEADER, GOOD]);
    const hidden = Buffer.concat([file.subarray(0, 4), file]);
    expect(await xlsxRefusal(hidden)).toBe('unreadable');
  });

  it('does not count empty rows: 900,000 of them around one row are one row', async () => {
    const csv = `vin,email\r\n${',\r\n'.repeat(450_000)}${VIN},a@example.test\r\n${',\r\n'.repeat(450_000)}`;
    const parsed = await parseMailingList('csv', new TextEncoder().encode(csv));
    expect(parsed.rows).toEqual([{ line: 450_002, values: { vin: VIN, email: 'a@example.test' } }]);
  }, 60_000);
});
