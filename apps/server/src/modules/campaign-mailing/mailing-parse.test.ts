import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseMailingList } from './mailing-parse';

const VIN = '1HGCM82633A004352';

async function xlsxBytes(rows: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('List');
  for (const r of rows) sheet.addRow(r);
  sheet.getColumn(4).numFmt = 'yyyy-mm-dd';
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('mailing-list parsing', () => {
  it('reads a CSV with a BOM, CRLF line ends, quoted fields and blank lines', async () => {
    const text =
      '\uFEFFvin,email,first_name,maturity_date,notes\r\n' +
      `${VIN},a@example.test,"Smith, Jr.","2027-01-31",x\r\n\r\n` +
      `"${VIN}","b@example.test","Line ""quoted""",,\r\n`;
    const parsed = await parseMailingList('csv', new TextEncoder().encode(text));
    expect(parsed.unknownColumns).toEqual(['notes']);
    expect(parsed.rows).toEqual([
      { line: 2, values: { vin: VIN, email: 'a@example.test', first_name: 'Smith, Jr.', maturity_date: '2027-01-31' } },
      { line: 4, values: { vin: VIN, email: 'b@example.test', first_name: 'Line "quoted"' } },
    ]);
  });

  it('reads the first sheet of an .xlsx, with Excel dates and serial numbers as yyyy-mm-dd', async () => {
    const bytes = await xlsxBytes([
      ['vin', 'email', 'mileage', 'maturity_date'],
      [VIN, 'a@example.test', 12500, new Date(Date.UTC(2027, 0, 31))],
      [VIN, 'b@example.test', null, 46418],
    ]);
    const parsed = await parseMailingList('xlsx', bytes);
    expect(parsed.rows).toEqual([
      { line: 2, values: { vin: VIN, email: 'a@example.test', mileage: '12500', maturity_date: '2027-01-31' } },
      { line: 3, values: { vin: VIN, email: 'b@example.test', maturity_date: '2027-01-31' } },
    ]);
  });

  it('refuses a file without the required columns, and bytes that are no spreadsheet', async () => {
    await expect(parseMailingList('csv', new TextEncoder().encode('VIN,Email\r\nx,y'))).rejects.toThrow(
      'The file must have the columns vin and email',
    );
    await expect(parseMailingList('xlsx', new TextEncoder().encode('PK\x03\x04 nope'))).rejects.toThrow(
      'could not be read',
    );
    await expect(parseMailingList('csv', new Uint8Array([0xff, 0xfe, 0x00]))).rejects.toThrow('could not be read');
  });
});
