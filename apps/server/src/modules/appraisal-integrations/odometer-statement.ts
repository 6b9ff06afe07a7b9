import { formatDate, formatThousands } from '@dealer/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface OdometerStatementInput {
  date: Date;
  vehicle: {
    vin: string;
    year: number | null;
    make: string | null;
    model: string | null;
    /** Body type or trim. */
    body: string | null;
    /** Odometer reading in miles (the inspected mileage when there is one). */
    mileage: number | null;
  };
  transferor: { name: string; address: string };
  transferee: { name: string; address: string };
}

export const ODOMETER_TITLE = 'Odometer Disclosure Statement';

// The wording of the federal odometer disclosure (49 CFR 580.5) that titled-vehicle transfers use.
const WARNING =
  'Federal law (and State law, if applicable) requires that you state the mileage upon transfer of ownership. ' +
  'Failure to complete or providing a false statement may result in fines and/or imprisonment.';
const certification = (name: string, miles: string) =>
  `I, ${name}, state that the odometer (of the vehicle described below) now reads ${miles} miles and to the ` +
  'best of my knowledge that it reflects the actual mileage of the vehicle described below, unless one of the ' +
  'following statements is checked.';
const EXCESS =
  '(1) I hereby certify that to the best of my knowledge the odometer reading reflects the amount of mileage in ' +
  'excess of its mechanical limits.';
const NOT_ACTUAL =
  '(2) I hereby certify that the odometer reading is NOT the actual mileage. WARNING - ODOMETER DISCREPANCY.';

const PAGE = { width: 612, height: 792, margin: 54 };
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.55, 0.55, 0.55);

/** The standard fonts write WinAnsi only: anything else in a customer's name becomes '?'. */
const winAnsi = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

function write(pen: Pen, value: string, opts: { size?: number; bold?: boolean; x?: number; width?: number } = {}) {
  const size = opts.size ?? 10;
  const font = opts.bold ? pen.bold : pen.regular;
  const x = opts.x ?? PAGE.margin;
  const width = opts.width ?? PAGE.width - PAGE.margin - x;
  let line = '';
  const lines: string[] = [];
  for (const word of winAnsi(value).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  for (const l of lines) {
    pen.page.drawText(l, { x, y: pen.y, size, font, color: INK });
    pen.y -= size * 1.35;
  }
}

/** A label above a value, with a rule under it, in one column of a row. */
function field(pen: Pen, label: string, value: string, x: number, width: number, y: number) {
  pen.page.drawText(label, { x, y, size: 7.5, font: pen.bold, color: RULE });
  pen.page.drawText(winAnsi(value), { x, y: y - 14, size: 10, font: pen.regular, color: INK, maxWidth: width - 6 });
  pen.page.drawLine({ start: { x, y: y - 18 }, end: { x: x + width - 8, y: y - 18 }, thickness: 0.5, color: RULE });
}

function fieldRow(pen: Pen, cells: [string, string, number][]) {
  const usable = PAGE.width - 2 * PAGE.margin;
  let x = PAGE.margin;
  for (const [label, value, share] of cells) {
    field(pen, label, value, x, usable * share, pen.y);
    x += usable * share;
  }
  pen.y -= 36;
}

function party(pen: Pen, heading: string, who: { name: string; address: string }, date: string) {
  write(pen, heading, { size: 11, bold: true });
  pen.y -= 6;
  fieldRow(pen, [
    ['PRINTED NAME', who.name, 0.5],
    ['SIGNATURE', '', 0.5],
  ]);
  fieldRow(pen, [
    ['ADDRESS', who.address, 0.75],
    ['DATE', date, 0.25],
  ]);
  pen.y -= 6;
}

/** A one-page odometer disclosure statement for the sale of the vehicle to the dealer, as PDF bytes. */
export async function buildOdometerStatement(input: OdometerStatementInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(ODOMETER_TITLE);
  pdf.setSubject(`VIN ${input.vehicle.vin}`);
  pdf.setCreator('Dealer Admin');
  pdf.setProducer('Dealer Admin');
  pdf.setCreationDate(input.date);
  pdf.setModificationDate(input.date);
  const pen: Pen = {
    page: pdf.addPage([PAGE.width, PAGE.height]),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: PAGE.height - PAGE.margin - 10,
  };
  const title = ODOMETER_TITLE.toUpperCase();
  const titleWidth = pen.bold.widthOfTextAtSize(title, 18);
  pen.page.drawText(title, { x: (PAGE.width - titleWidth) / 2, y: pen.y, size: 18, font: pen.bold, color: INK });
  pen.y -= 34;

  const { vehicle } = input;
  const miles = vehicle.mileage === null ? '________' : formatThousands(vehicle.mileage);
  const date = formatDate(input.date);
  write(pen, WARNING, { size: 9 });
  pen.y -= 8;
  write(pen, certification(input.transferor.name || '____________________', miles));
  pen.y -= 4;
  for (const statement of [EXCESS, NOT_ACTUAL]) {
    pen.page.drawRectangle({ x: PAGE.margin, y: pen.y - 1, width: 9, height: 9, borderColor: INK, borderWidth: 0.8 });
    write(pen, statement, { x: PAGE.margin + 16 });
    pen.y -= 2;
  }
  pen.y -= 14;

  write(pen, 'VEHICLE', { size: 11, bold: true });
  pen.y -= 6;
  fieldRow(pen, [
    ['YEAR', vehicle.year === null ? '' : String(vehicle.year), 0.15],
    ['MAKE', vehicle.make ?? '', 0.25],
    ['MODEL', vehicle.model ?? '', 0.3],
    ['BODY TYPE', vehicle.body ?? '', 0.3],
  ]);
  fieldRow(pen, [
    ['VEHICLE IDENTIFICATION NUMBER', vehicle.vin.toUpperCase(), 0.6],
    ['ODOMETER READING (MILES)', miles, 0.4],
  ]);
  pen.y -= 8;

  party(pen, 'TRANSFEROR (SELLER)', input.transferor, date);
  party(pen, 'TRANSFEREE (BUYER)', input.transferee, date);
  write(pen, `Date of statement: ${date}`, { size: 10, bold: true });
  return pdf.save({ useObjectStreams: false });
}
