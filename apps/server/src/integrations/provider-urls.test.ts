import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { inspectionClient } from './inspection/client';
import { InspectionUnavailableError } from './inspection/port';
import { vautoClient } from './vauto/client';
import { VautoUnavailableError } from './vauto/port';

/** A provider answering 201 with `body`. */
const answering = (body: object) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    })) as AppContext['fetch'];

const session = {
  reference: '1',
  vehicle: { vin: '1HGCV1F34LA012345', year: 2020, make: 'Honda', model: 'Accord', trim: null },
  webhookUrl: 'https://dealer.example.com/api/webhooks/inspection',
};
const capture = (url: string, serviceUrl = 'http://localhost:3000/sandbox/inspection') =>
  inspectionClient(answering({ session_key: 'k', capture_url: url, status: 'Idle' }), {
    url: serviceUrl,
    apiKey: 'key',
  }).createSession(session);
const vauto = (url: string, serviceUrl = 'https://vauto.example.com/api') =>
  vautoClient(answering({ id: 'v1', url }), { url: serviceUrl, apiKey: 'key' }).createAppraisal({
    ...session.vehicle,
    mileage: 41_000,
    customer: { firstName: null, lastName: null, email: null, phone: null },
    dealerRef: '1',
    dealerId: null,
  });

describe('URLs in provider answers', () => {
  it('the inspection capture URL is kept when https or http to the configured sandbox', async () => {
    expect((await capture('https://capture.example.com/s/k')).captureUrl).toBe('https://capture.example.com/s/k');
    expect((await capture('http://localhost:3000/sandbox/inspection/sessions/k/capture')).captureUrl).toBe(
      'http://localhost:3000/sandbox/inspection/sessions/k/capture',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://evil.test/capture'])(
    'an inspection capture URL %j is refused: the service answered something unusable',
    async (url) => {
      await expect(capture(url)).rejects.toBeInstanceOf(InspectionUnavailableError);
    },
  );

  it('the vAuto appraisal URL: https kept; javascript:, data: and http: refused', async () => {
    expect(await vauto('https://vauto.example.com/appraisals/v1')).toEqual({
      id: 'v1',
      url: 'https://vauto.example.com/appraisals/v1',
    });
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'http://vauto.example.com/appraisals/v1']) {
      await expect(vauto(url)).rejects.toBeInstanceOf(VautoUnavailableError);
    }
  });
});
