import { describe, expect, it } from 'vitest';
import { progressPercent, uploadRequest, uploadType } from './upload-files';

describe('upload helpers', () => {
  it('takes the browser type, else the extension', () => {
    expect(uploadType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(uploadType({ name: 'IMG_1.HEIC', type: '' })).toBe('image/heic');
    expect(uploadType({ name: 'notes', type: '' })).toBe('application/octet-stream');
  });

  it('builds the POST body, or gives the schema message', () => {
    expect(uploadRequest({ name: 'payoff.pdf', size: 1200, type: 'application/pdf' }, 'payoff', 1)).toEqual({
      ok: true,
      body: { name: 'payoff.pdf', size: 1200, type: 'application/pdf', typeName: 'payoff' },
    });
    const empty = uploadRequest({ name: 'empty.pdf', size: 0, type: 'application/pdf' }, 'payoff', 1);
    expect(empty.ok).toBe(false);
    const big = uploadRequest({ name: 'big.pdf', size: 26 * 1024 * 1024, type: 'application/pdf' }, 'payoff', 1);
    expect(big).toEqual({ ok: false, message: 'File is larger than 25 MB.' });
    const text = uploadRequest({ name: 'notes.txt', size: 10, type: 'text/plain' }, 'payoff', 1);
    expect(text.ok).toBe(false);
    // Grounding receipts only on lease returns.
    expect(uploadRequest({ name: 'r.pdf', size: 10, type: 'application/pdf' }, 'groundingReceipt', 1).ok).toBe(false);
    expect(uploadRequest({ name: 'r.pdf', size: 10, type: 'application/pdf' }, 'groundingReceipt', 2).ok).toBe(true);
  });

  it('progress in whole percent', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(300, 200)).toBe(100);
  });
});
