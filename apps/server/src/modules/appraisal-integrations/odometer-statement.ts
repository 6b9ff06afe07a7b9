import { formatDate, formatThousands } from '@dealer/domain';
import { rgb } from 'pdf-lib';
import { INK, onePageDocument, type PageLayout, type Pen, winAnsi, writeText } from '../../lib/pdf-text';

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

const PAGE: PageLayout = { width: 612, height: 792, margin: 54, fontSize: 10, leading: 1.35 };
const RULE = rgb(0.55, 0.55, 0.55);

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
  writeText(pen, heading, { size: 11, bold: true });
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
  const { pdf, pen } = await onePageDocument(
    { title: ODOMETER_TITLE, subject: `VIN ${input.vehicle.vin}`, date: input.date },
    PAGE,
  );
  const title = ODOMETER_TITLE.toUpperCase();
  const titleWidth = pen.bold.widthOfTextAtSize(title, 18);
  pen.page.drawText(title, { x: (PAGE.width - titleWidth) / 2, y: pen.y, size: 18, font: pen.bold, color: INK });
  pen.y -= 34;

  const { vehicle } = input;
  const miles = vehicle.mileage === null ? '________' : formatThousands(vehicle.mileage);
  const date = formatDate(input.date);
  writeText(pen, WARNING, { size: 9 });
  pen.y -= 8;
  writeText(pen, certification(input.transferor.name || '____________________', miles));
  pen.y -= 4;
  for (const statement of [EXCESS, NOT_ACTUAL]) {
    pen.page.drawRectangle({ x: PAGE.margin, y: pen.y - 1, width: 9, height: 9, borderColor: INK, borderWidth: 0.8 });
    writeText(pen, statement, { x: PAGE.margin + 16 });
    pen.y -= 2;
  }
  pen.y -= 14;

  writeText(pen, 'VEHICLE', { size: 11, bold: true });
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
  writeText(pen, `Date of statement: ${date}`, { size: 10, bold: true });
  return pdf.save({ useObjectStreams: false });
}
