import { formatCurrency } from './money';
import { formatPhone } from './phone';

/** A bare amount after a dollar sign ("$3725", "$-12.5"), not one already grouped ("$3,725.00"). */
const BARE_MONEY = /(-?)\$(-?)(\d+(?:\.\d{1,2})?)(?!\d|[,.]\d)/g;
/** A run of 10 digits, or 11 starting with 1, standing alone (not inside a VIN, an id or a longer number). */
const BARE_PHONE = /(?<![\w+()-])(1?\d{10})(?![\w-])/g;

/**
 * An activity row's details as the spec formats figures (part 1 section 9 "currency with a dollar
 * sign, 2 decimals and comma thousands"; section 5 "Phone displayed as (xxx) xxx-xxxx"): older rows
 * and outside writers left amounts and phone numbers bare ("$3725", "texted to 5125550388").
 * Everything else is left as written.
 */
export function formatActivityDetails(details: string | null | undefined): string {
  if (!details) return '';
  return details
    .replace(BARE_MONEY, (whole, signBefore: string, signAfter: string, amount: string) => {
      const negative = signBefore === '-' || signAfter === '-';
      return formatCurrency(negative ? -Number(amount) : Number(amount)) || whole;
    })
    .replace(BARE_PHONE, (whole, digits: string) => formatPhone(digits) || whole);
}
