import { describe, expect, it } from 'vitest';
import { buildAdfLead, escapeXml, leadSubject } from './adf';
import type { CrmLead } from './port';
import { at, parseXml, textAt } from './xml-tree.testkit';

const lead: CrmLead = {
  id: '42',
  requestDate: new Date('2025-03-05T14:07:09.123Z'),
  vehicle: { year: 2019, make: 'Honda', model: 'Civic', trim: 'EX <Sport>', vin: '2HGFC2F59KH500001', odometer: 45123 },
  customer: {
    firstName: "Zoë & 'Al'",
    lastName: 'O"Brien',
    email: 'zoe@example.test',
    phone: '(555) 010-2000',
    address: { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
  },
  vendor: { name: 'Smith & Sons <Motors>', phone: null },
};

describe('ADF 1.0 lead', () => {
  it('is well-formed XML with the ADF instruction, the vehicle, the customer and the vendor', () => {
    const doc = parseXml(buildAdfLead(lead));
    expect(doc.instructions).toEqual(['xml version="1.0" encoding="UTF-8"', 'ADF VERSION "1.0"']);
    expect(doc.root.name).toBe('adf');
    const prospect = at(doc.root, 'prospect')[0]!;
    expect(textAt(prospect, 'requestdate')).toBe('2025-03-05T14:07:09+00:00');
    const vehicle = at(prospect, 'vehicle')[0]!;
    expect(vehicle.attrs).toEqual({ interest: 'trade-in', status: 'used' });
    expect(
      Object.fromEntries(['year', 'make', 'model', 'trim', 'vin', 'odometer'].map((n) => [n, textAt(vehicle, n)])),
    ).toEqual({
      year: '2019',
      make: 'Honda',
      model: 'Civic',
      trim: 'EX <Sport>',
      vin: '2HGFC2F59KH500001',
      odometer: '45123',
    });
    const names = at(prospect, 'customer/contact/name').map((n) => [n.attrs.part, n.text]);
    expect(names).toEqual([
      ['first', "Zoë & 'Al'"],
      ['last', 'O"Brien'],
    ]);
    expect(textAt(prospect, 'customer/contact/email')).toBe('zoe@example.test');
    expect(textAt(prospect, 'customer/contact/phone')).toBe('(555) 010-2000');
    expect(textAt(prospect, 'customer/contact/address/postalcode')).toBe('62701');
    expect(textAt(prospect, 'vendor/vendorname')).toBe('Smith & Sons <Motors>');
  });

  it('leaves out what is unknown and names the customer by e-mail when there is no name', () => {
    const bare = buildAdfLead({
      ...lead,
      vehicle: { ...lead.vehicle, trim: null, odometer: null },
      customer: {
        firstName: null,
        lastName: ' ',
        email: null,
        phone: null,
        address: { street: null, city: null, state: null, zip: null },
      },
    });
    const prospect = at(parseXml(bare).root, 'prospect')[0]!;
    expect(at(prospect, 'vehicle/trim')).toEqual([]);
    expect(at(prospect, 'vehicle/odometer')).toEqual([]);
    expect(at(prospect, 'customer/contact/address')).toEqual([]);
    expect(at(prospect, 'customer/contact/name').map((n) => [n.attrs.part, n.text])).toEqual([
      ['full', 'Unknown customer'],
    ]);
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(() => parseXml('<adf><a>x</b></adf>')).toThrow();
    expect(() => parseXml('<adf>a & b</adf>')).toThrow();
  });

  it('subject: "Lead: {year} {make} {model}"', () => {
    expect(leadSubject(lead)).toBe('Lead: 2019 Honda Civic');
  });
});
