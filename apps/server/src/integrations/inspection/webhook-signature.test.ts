import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

describe('inspection webhook signature', () => {
  const body = Buffer.from('{"event":"inspection.completed"}');

  it('accepts the HMAC-SHA256 of the exact bytes under the shared secret', () => {
    const signature = signWebhook('s3cret-s3cret-s3cret', body);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyWebhookSignature('s3cret-s3cret-s3cret', body, signature)).toBe(true);
    expect(verifyWebhookSignature('s3cret-s3cret-s3cret', body, signature.toUpperCase())).toBe(true);
  });

  it('refuses another secret, another body, a missing or malformed signature', () => {
    const signature = signWebhook('s3cret-s3cret-s3cret', body);
    expect(verifyWebhookSignature('other-secret-other', body, signature)).toBe(false);
    expect(verifyWebhookSignature('s3cret-s3cret-s3cret', Buffer.from(`${body} `), signature)).toBe(false);
    expect(verifyWebhookSignature('s3cret-s3cret-s3cret', body, undefined)).toBe(false);
    expect(verifyWebhookSignature('s3cret-s3cret-s3cret', body, 'abc')).toBe(false);
    expect(verifyWebhookSignature('s3cret-s3cret-s3cret', body, `${signature.slice(0, 63)}z`)).toBe(false);
  });
});
