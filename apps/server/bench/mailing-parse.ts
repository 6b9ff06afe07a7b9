// npm run bench:mailing -w @dealer/server: how long a 10,000-row mailing list takes to parse and judge
// (issue 19: under 5 s), as .csv (papaparse) and as .xlsx (exceljs streaming reader). A figure, not a test.
import { mailingListVerdicts } from '@dealer/domain';
import ExcelJS from 'exceljs';
import { makeVin, VEHICLE_PATTERNS } from '../src/db/seed/vehicles';
import { parseMailingList } from '../src/modules/campaign-mailing/mailing-parse';

const ROWS = Number(process.env.ROWS ?? 10_000);
const HEADER = [
  'vin',
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'mileage',
  'finance_bank',
  'year',
  'make',
  'model',
  'maturity_date',
];

const rows = Array.from({ length: ROWS }, (_, i) => {
  const p = VEHICLE_PATTERNS[i % VEHICLE_PATTERNS.length]!;
  const year = p.years[0];
  return [
    makeVin(p, year, 10_000 + i),
    `customer${i}@example.test`,
    `First${i}`,
    `Last, ${i}`,
    '(512) 555-0100',
    String(20_000 + i),
    i % 3 ? 'Ally' : '',
    String(year),
    p.make,
    p.model,
    i % 2 ? '2027-03-31' : '',
  ];
});

const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
const csv = new TextEncoder().encode(`\uFEFF${[HEADER, ...rows].map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`);

const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('List');
sheet.addRow(HEADER);
for (const r of rows)
  sheet.addRow(r.map((c, i) => (HEADER[i] === 'maturity_date' && c ? new Date(`${c}T00:00:00Z`) : c)));
const xlsx = new Uint8Array(await book.xlsx.writeBuffer());

for (const [format, bytes] of [
  ['csv', csv],
  ['xlsx', xlsx],
] as const) {
  const t = performance.now();
  const parsed = await parseMailingList(format, bytes);
  const judged = mailingListVerdicts(parsed.rows, new Set());
  const ms = performance.now() - t;
  const valid = judged.filter((r) => r.verdict === 'valid').length;
  console.log(
    `${format}: ${ROWS} rows (${(bytes.length / 1024).toFixed(0)} KiB) parsed and judged in ${ms.toFixed(0)} ms; ${valid} valid`,
  );
}
