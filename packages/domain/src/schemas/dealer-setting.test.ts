import { describe, expect, it } from 'vitest';
import {
  dealerSettingUpdateSchema,
  dealerSettingValue,
  dealerSettingValueSchema,
  dealerSettingValueText,
  enterOneOf,
} from './dealer-setting';

const message = (id: number, value: unknown) => {
  const r = dealerSettingValueSchema(id).safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('dealer settings (part 2 section 5)', () => {
  it('"40107 and 40117 number, \'Value is required.\'"', () => {
    expect(message(40107, '')).toBe('Value is required.');
    expect(message(40117, 'lots')).toBe('Value is required.');
    expect(message(40117, undefined)).toBe('Value is required.');
    expect(message(40117, {})).toBe('Value is required.');
    expect(dealerSettingValueSchema(40107).parse('250.00')).toBe(250);
    expect(dealerSettingValueSchema(40117).parse(6000)).toBe(6000);
  });
  it('"40108 must be MMR, JDP or Galves" with "\'Enter one of: \' followed by the list, plus \'Value is required.\'"', () => {
    expect(message(40108, 'KBB')).toBe('Enter one of: MMR, JDP, Galves');
    expect(message(40108, '')).toBe('Value is required.');
    expect(message(40108, null)).toBe('Value is required.');
    expect(dealerSettingValueSchema(40108).parse('galves')).toBe('Galves');
  });
  it('"40114 must be Average, Above or Below. 40115 must be Trade, Loan or Retail."', () => {
    expect(message(40114, 'Middle')).toBe('Enter one of: Average, Above, Below');
    expect(message(40115, 'Wholesale')).toBe('Enter one of: Trade, Loan, Retail');
    expect(dealerSettingValueSchema(40115).parse('Loan')).toBe('Loan');
    expect(enterOneOf(['A', 'B'])).toBe('Enter one of: A, B');
  });
  it('booleans and free texts', () => {
    expect(dealerSettingValueSchema(40109).parse('true')).toBe(true);
    expect(dealerSettingValueSchema(40116).parse(false)).toBe(false);
    expect(message(40110, 'maybe')).toBe('Value is required.');
    expect(dealerSettingValueSchema(40111).parse(' crm@dealer.com ')).toBe('crm@dealer.com');
    // The CRM lead address is an address or nothing: leads sent to 'not-an-email' would go nowhere.
    expect(message(40111, 'not-an-email')).toBe('Enter a valid email');
    expect(dealerSettingValueSchema(40111).parse('  ')).toBe('');
    expect(dealerSettingValueSchema(40113).parse(null)).toBe('');
    expect(message(40112, 5)).toBe('Value is required.');
  });
  it('unknown ids', () => {
    expect(message(40200, 'x')).toBe('Unknown setting.');
    expect(dealerSettingValue(40200)).toBeUndefined();
  });
  it('the PUT body', () => {
    expect(dealerSettingUpdateSchema(40117).parse({ value: '7500' })).toEqual({ value: 7500 });
  });
  it('stored text in the form of the defaults; typed values with defaults', () => {
    expect(dealerSettingValueText(40117, 5000)).toBe('5000.00');
    expect(dealerSettingValueText(40107, 199.5)).toBe('199.50');
    expect(dealerSettingValueText(40118, 3)).toBe('3');
    expect(dealerSettingValueText(40116, true)).toBe('true');
    expect(dealerSettingValue(40117)).toBe(5000);
    expect(dealerSettingValue(40117, '8000.00')).toBe(8000);
    expect(dealerSettingValue(40117, 'garbage')).toBe(5000);
    expect(dealerSettingValue(40109, 'true')).toBe(true);
    expect(dealerSettingValue(40108)).toBe('MMR');
  });
});
