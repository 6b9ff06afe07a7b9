import { formatDate, formatPhone, formatThousands } from '@dealer/domain';
import { rgb } from 'pdf-lib';
import { onePageDocument, type PageLayout, writeText } from '../../lib/pdf-text';

export interface OfferLetterInput {
  date: Date;
  validUntil: Date;
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
  /** Shown only when the dealer ticked "show customer equity". */
  equityText: string | null;
  /** Shown only when the dealer ticked "include damages" and damage was estimated. */
  damageText: string | null;
  /** Dealer setting 40113, printed at the foot when set. */
  disclaimer: string;
  link: string;
}

export const OFFER_LETTER_TITLE = 'Vehicle Purchase Offer';

const PAGE: PageLayout = { width: 612, height: 792, margin: 56, fontSize: 11, leading: 1.4 };
const MUTED = rgb(0.4, 0.4, 0.4);

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
  if (input.equityText) writeText(pen, input.equityText);
  if (input.damageText) writeText(pen, input.damageText);
  writeText(pen, `This offer is valid until ${formatDate(input.validUntil)}.`);
  pen.y -= 12;

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
