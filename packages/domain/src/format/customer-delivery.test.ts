import { describe, expect, it } from 'vitest';
import { deliveryReport } from './customer-delivery';

describe('deliveryReport (issue 38 point 11)', () => {
  it('says a text to a customer who answered STOP was not sent', () => {
    expect(deliveryReport('Inspection link', [{ channel: 'sms', to: '5125550387', status: 'opted_out' }])).toEqual({
      message:
        'Inspection link not sent. Not texted to (512) 555-0387: the customer opted out of texts (answered STOP).',
      allSent: false,
    });
  });

  it('names each channel that was sent, and each that was not', () => {
    expect(
      deliveryReport('Offer', [
        { channel: 'email', to: 'pat@example.test', status: 'queued' },
        { channel: 'sms', to: '5125550387', status: 'opted_out' },
      ]).message,
    ).toBe(
      'Offer sent: e-mailed to pat@example.test. Not texted to (512) 555-0387: the customer opted out of texts (answered STOP).',
    );
    expect(
      deliveryReport('Offer', [
        { channel: 'email', to: 'pat@example.test', status: 'queued' },
        { channel: 'sms', to: '5125550387', status: 'queued' },
      ]),
    ).toEqual({ message: 'Offer sent: e-mailed to pat@example.test and texted to (512) 555-0387.', allSent: true });
    expect(deliveryReport('Offer', [{ channel: 'sms', to: '12', status: 'undeliverable' }]).message).toBe(
      'Offer not sent. Not texted to 12: not a US phone number.',
    );
  });
});
