import {
  breakdownAmountText,
  type CustomerOfferBreakdown,
  formatDate,
  formatPhone,
  formatThousands,
  type OfferBreakdownLine,
} from '@dealer/domain';
import { rgb } from 'pdf-lib';
import { INK, onePageDocument, type PageLayout, type Pen, winAnsi, writeText } from '../../lib/pdf-text';

export interface OfferLetterInput {
  date: Date;
  /** Until when and up to how many miles the offer holds (domain offerTermsText). */
  termsText: string;
  dealer: { name: string; address: string; phoneNumber: string | null };
  customerName: string;
  vehicle: {
    year: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    vin: string;
    mileage: number | null;
  };
  /** "$12,345.00", "$12,000.00 - $13,000.00" or the no-offer sentence (domain offerAmountText). */
  offerText: string;
  /** How the offer was reached (domain customerOfferBreakdown), the page's very figures; null for no offer. */
  breakdown: CustomerOfferBreakdown | null;
  /** Shown only when the dealer ticked "include damages" and damage was estimated. */
  damageText: string | null;
  /** Dealer setting 40113, printed at the foot when set. */
  disclaimer: string;
  link: string;
}

export const OFFER_LETTER_TITLE = 'Vehicle Purchase Offer';

const PAGE: PageLayout = { width: 612, height: 792, margin: 56, fontSize: 11, leading: 1.4 };
const MUTED = rgb(0.4, 0.4, 0.4);

/** Width of the breakdown table: label at the margin, figure right-aligned at its end. */
const TABLE_WIDTH = 320;

function writeAmountRow(pen: Pen, line: OfferBreakdownLine, bold = false) {
  const size = pen.layout.fontSize;
  const font = bold ? pen.bold : pen.regular;
  const amount = winAnsi(breakdownAmountText(line));
  const x = pen.layout.margin;
  pen.page.drawText(winAnsi(line.label), { x, y: pen.y, size, font, color: INK });
  const right = x + TABLE_WIDTH - font.widthOfTextAtSize(amount, size);
  pen.page.drawText(amount, { x: right, y: pen.y, size, font, color: INK });
  pen.y -= size * pen.layout.leading;
}

/** The breakdown as two small tables that add up: value - costs = offer; offer - payoff = equity. */
function writeBreakdown(pen: Pen, b: CustomerOfferBreakdown) {
  writeText(pen, 'HOW WE REACHED IT', { size: 10, bold: true, color: MUTED });
  for (const line of b.lines) writeAmountRow(pen, line);
  writeAmountRow(pen, b.offer, true);
  if (b.equity) {
    pen.y -= 8;
    writeText(pen, 'YOUR EQUITY', { size: 10, bold: true, color: MUTED });
    writeAmountRow(pen, b.offer);
    writeAmountRow(pen, b.equity.payoff);
    writeAmountRow(pen, b.equity.equity, true);
  }
  pen.y -= 8;
}

const joined = (parts: (string | number | null | undefined)[], sep = ' ') =>
  parts.filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(sep);

/** A one-page offer letter to the customer, as PDF bytes. */
export async function buildOfferLetter(input: OfferLetterInput): Promise<Uint8Array> {
  const { pdf, pen } = await onePageDocument(
    { title: OFFER_LETTER_TITLE, subject: `VIN ${input.vehicle.vin}`, author: input.dealer.name, date: input.date },
    PAGE,
  );
  const { dealer, vehicle } = input;
  writeText(pen, dealer.name, { size: 18, bold: true });
  if (dealer.address) writeText(pen, dealer.address, { size: 10, color: MUTED });
  const phone = dealer.phoneNumber ? formatPhone(dealer.phoneNumber) || dealer.phoneNumber : '';
  if (phone) writeText(pen, phone, { size: 10, color: MUTED });
  pen.y -= 18;
  writeText(pen, OFFER_LETTER_TITLE.toUpperCase(), { size: 14, bold: true });
  writeText(pen, `Date: ${formatDate(input.date)}`, { size: 10 });
  pen.y -= 10;
  writeText(pen, input.customerName ? `Dear ${input.customerName},` : 'Dear customer,');
  pen.y -= 4;
  writeText(pen, `Thank you for letting ${dealer.name} appraise your vehicle. Here is our offer.`);
  pen.y -= 12;

  writeText(pen, 'VEHICLE', { size: 10, bold: true, color: MUTED });
  writeText(pen, joined([vehicle.year, vehicle.make, vehicle.model, vehicle.trim]) || 'Vehicle');
  writeText(pen, `VIN: ${vehicle.vin.toUpperCase()}`);
  writeText(pen, `Mileage: ${vehicle.mileage === null ? 'not recorded' : `${formatThousands(vehicle.mileage)} miles`}`);
  pen.y -= 12;

  writeText(pen, 'OUR OFFER', { size: 10, bold: true, color: MUTED });
  writeText(pen, input.offerText, { size: 20, bold: true });
  pen.y -= 4;
  writeText(pen, input.termsText);
  pen.y -= 12;
  if (input.breakdown) writeBreakdown(pen, input.breakdown);
  if (input.damageText) writeText(pen, input.damageText);

  writeText(pen, 'View and answer this offer online:', { size: 10, bold: true });
  writeText(pen, input.link, { size: 8 });
  pen.y -= 8;
  writeText(pen, `Questions? Call ${dealer.name}${phone ? ` at ${phone}` : ''}.`, { size: 10 });
  if (input.disclaimer.trim()) {
    pen.y -= 16;
    writeText(pen, input.disclaimer.trim(), { size: 8.5, color: MUTED });
  }
  return pdf.save({ useObjectStreams: false });
}
