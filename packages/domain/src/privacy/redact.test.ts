import { describe, expect, it } from 'vitest';
import { redactPersonalText, scrubReport } from './redact';

describe('redactPersonalText', () => {
  it('replaces e-mails (also URL-encoded), phones and VINs', () => {
    expect(redactPersonalText('to jane.doe+x@example.com and jane%40example.org')).toBe('to [email] and [email]');
    expect(redactPersonalText('call (555) 123-4567, 555.123.4567, +1 555 123 4567 or 5551234567')).toBe(
      'call [phone], [phone], [phone] or [phone]',
    );
    expect(redactPersonalText('GET /api/appraisals/vin/1HGCM82633A004352?x=1')).toBe(
      'GET /api/appraisals/vin/[vin]?x=1',
    );
  });

  it('cuts the query string and fragment off paths and URLs, wherever they are', () => {
    expect(scrubReport({ transaction: 'GET /api/appraisals?filter={"q":"Smith"}&range=[0,9]' })).toEqual({
      transaction: 'GET /api/appraisals',
    });
    expect(scrubReport({ url: 'https://app.example.com/metro/appraisals#Smith', note: 'Why? Because.' })).toEqual({
      url: 'https://app.example.com/metro/appraisals',
      note: 'Why? Because.',
    });
  });

  it('leaves ids, dates, UUIDs, trace ids and words alone', () => {
    const text =
      'appraisal 12345 on 2026-11-24 req 3f2b8c1e-9a7d-4e2f-8b1c-5d6e7f8a9b0c trace 0123456789abcdef0123456789abcdef ABCDEFGHJKLMNPRST';
    expect(redactPersonalText(text)).toBe(text);
  });
});

describe('scrubReport', () => {
  it('drops bodies, cookies, query strings, unlisted headers and the user beyond its id', () => {
    const event = {
      message: 'failed for bob@example.com',
      user: { id: 7, email: 'bob@example.com', ip_address: '1.2.3.4' },
      request: {
        url: 'http://app.test/api/appraisals/vin/1HGCM82633A004352',
        data: '{"firstName":"Bob"}',
        cookies: { sid: 'x' },
        query_string: 'email=bob@example.com',
        headers: { cookie: 'sid=x', 'x-request-id': 'abc', referer: 'http://app.test/?q=Bob' },
      },
      tags: { request_id: 'abc' },
      breadcrumbs: [
        { message: 'phone 555-123-4567' },
        { category: 'fetch', message: 'GET /api/global_search?q=Smith', data: { url: '/api/global_search?q=Smith' } },
      ],
    };
    expect(scrubReport(event)).toEqual({
      message: 'failed for [email]',
      user: { id: 7 },
      request: { url: 'http://app.test/api/appraisals/vin/[vin]', headers: { 'x-request-id': 'abc' } },
      tags: { request_id: 'abc' },
      breadcrumbs: [{ message: 'phone [phone]' }, { category: 'fetch', message: 'GET /api/global_search' }],
    });
  });
});
