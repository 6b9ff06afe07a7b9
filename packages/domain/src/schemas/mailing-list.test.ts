import { describe, expect, it } from 'vitest';
import { mailingListPrefill, mailingListVerdicts, mailingRowPrefill, mailingSendMessage } from './mailing-list';

const GOOD = '1HGCM82633A004352';
const OTHER = '1M8GDM9AXKP042788';

describe('mailing-list verdicts', () => {
  it('judges each row: invalid, duplicate (same VIN as an earlier row), unsubscribed, valid', () => {
    const rows = mailingListVerdicts(
      [
        { line: 2, values: { vin: GOOD, email: 'a@example.test', maturity_date: '2027-02-28' } },
        { line: 3, values: { vin: '1HGCM82643A004352', email: 'nope', maturity_date: '2027-02-30', mileage: '12k' } },
        { line: 4, values: { vin: GOOD.toLowerCase(), email: 'b@example.test' } },
        { line: 5, values: { vin: OTHER, email: ' Gone@Example.test ' } },
        { line: 6, values: { email: '' } },
        { line: 7, values: { vin: OTHER, email: 'c@example.test', maturity_date: '02/28/2027' } },
      ],
      new Set(['gone@example.test']),
    );
    expect(rows.map((r) => r.verdict)).toEqual(['valid', 'invalid', 'duplicate', 'unsubscribed', 'invalid', 'invalid']);
    expect(rows[1]!.errors).toEqual({
      vin: 'VIN is not valid (17 characters and a matching check digit).',
      email: 'Email is not a valid address.',
      // In the format, but no such day: the message says so rather than blaming the format.
      maturity_date: 'There is no 2027-02-30 in the calendar.',
      mileage: 'Mileage must be a whole number of miles.',
    });
    expect(rows[2]!.errors).toEqual({ vin: 'Same VIN as row 2.' });
    expect(rows[4]!.errors).toEqual({ vin: 'VIN is required.', email: 'Email is required.' });
    expect(rows[5]!.errors).toEqual({ maturity_date: 'Use the date format yyyy-mm-dd.' });
  });

  it('applies the rules of the send: a row is valid only when its invitation prefill parses', () => {
    const long = 'x'.repeat(101);
    const rows = mailingListVerdicts(
      [
        { line: 2, values: { vin: GOOD, email: 'a@example.test', first_name: long } },
        { line: 3, values: { vin: OTHER, email: 'b@example.test', make: long.repeat(10), mileage: '99,000,000' } },
        { line: 4, values: { vin: GOOD, email: 'c@example.test', first_name: 'x'.repeat(100) } },
      ],
      new Set(),
    );
    expect(rows.map((r) => r.verdict)).toEqual(['invalid', 'invalid', 'valid']);
    expect(rows[0]!.errors).toEqual({ first_name: 'Use at most 100 characters.' });
    expect(rows[1]!.errors).toEqual({ make: 'Use at most 1000 characters.', mileage: 'Mileage must be a number.' });
    for (const row of rows) expect(mailingRowPrefill(row.values).success).toBe(row.verdict === 'valid');
  });

  it('prefills the form from a row; a financed trade-in answers owner status Finance', () => {
    expect(
      mailingListPrefill({ vin: GOOD, email: 'a@x.test', mileage: '12,500', finance_bank: 'Ally', year: '2020' }),
    ).toMatchObject({ vin: GOOD, mileage: 12500, ownerStatusId: 2, vehicle: { year: 2020 } });
    expect(
      mailingListPrefill({ vin: GOOD, email: 'a@x.test', maturity_date: '2027-01-31', finance_bank: 'Ally' }),
    ).toMatchObject({ maturityDate: '2027-01-31', ownerStatusId: null });
  });

  it('never says "Failed" (an error, part 1 section 2) for a send that sent every valid row', () => {
    expect(mailingSendMessage({ sent: 3, failed: 0, skipped: 1 })).toBe(
      'Sent 3 emails. Skipped 1 unsubscribed address.',
    );
    expect(mailingSendMessage({ sent: 1, failed: 2, skipped: 0 })).toBe(
      'Sent 1 email. Not sent: 2 rows with errors or duplicates.',
    );
  });
});
