import { describe, expect, it } from 'vitest';
import { twilioSignature, verifyTwilioSignature } from './twilio-signature';

// Twilio's documented example (its security docs and api-snippets): token, URL, params, signature.
const token = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};

describe("Twilio's X-Twilio-Signature (HMAC-SHA1 over URL + sorted params)", () => {
  it("matches Twilio's documented example", () => {
    expect(twilioSignature(token, url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(verifyTwilioSignature(token, url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
  });
  it('refuses another token, URL, changed or added field, or no signature', () => {
    const good = twilioSignature(token, url, params);
    expect(verifyTwilioSignature('54321', url, params, good)).toBe(false);
    expect(verifyTwilioSignature(token, `${url}&baz=3`, params, good)).toBe(false);
    expect(verifyTwilioSignature(token, url, { ...params, Digits: '4321' }, good)).toBe(false);
    expect(verifyTwilioSignature(token, url, { ...params, Extra: '' }, good)).toBe(false);
    expect(verifyTwilioSignature(token, url, params, undefined)).toBe(false);
  });
});
