import { afterAll, describe, expect, it } from 'vitest';
import { errorBodyProblem } from '../../test/support/api-suite/answers';
import { createSuiteWorld } from '../../test/support/api-suite/world';
import { signWebhook } from '../integrations/inspection/webhook-signature';
import { signedDownloadPath } from '../integrations/storage/signed-url';

/**
 * The seven causes of 5xx answers found in issue 12, one by one: each is now a 4xx with the
 * standard error body.
 */
const world = await createSuiteWorld();
afterAll(() => world.t.close());

const staff = () => ({ cookie: world.admin, 'x-dealer-id': String(world.dealerId) });
async function expectRefused(res: Awaited<ReturnType<typeof world.send>>, status: number | number[]): Promise<void> {
  const allowed = Array.isArray(status) ? status : [status];
  expect(allowed, res.body).toContain(res.statusCode);
  expect(errorBodyProblem(res)).toBeNull();
}

describe('an Origin header that is not a URL', () => {
  it.each(['null', 'not a url', 'http://[::1'])('Origin: %s is refused before sign-in, not a 500', async (origin) => {
    const res = await world.send({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin },
      payload: { email: 'a@example.test', password: 'password123' },
    });
    await expectRefused(res, 403);
  });

  it('Origin: null is refused on a signed-in dealer call', async () => {
    const res = await world.send({
      method: 'DELETE',
      url: `/api/appraisals/${world.ownAppraisalId}`,
      headers: { ...staff(), origin: 'null' },
    });
    await expectRefused(res, 403);
  });
});

describe('integers above 2,147,483,647', () => {
  it('in a path is a 400', async () => {
    await expectRefused(await world.send({ method: 'GET', url: '/api/appraisals/2147483648', headers: staff() }), 400);
  });

  it('in a body is a 400', async () => {
    const res = await world.send({
      method: 'POST',
      url: `/api/appraisals/${world.ownAppraisalId}/transfer`,
      headers: staff(),
      payload: { toDealerId: 2147483648 },
    });
    await expectRefused(res, 400);
  });

  it('in a list filter is a 400', async () => {
    const filter = encodeURIComponent(JSON.stringify({ campaignId: 2147483648 }));
    await expectRefused(
      await world.send({ method: 'GET', url: `/api/appraisals?filter=${filter}`, headers: staff() }),
      400,
    );
  });

  it('in x-dealer-id is a 403 (no dealer of yours)', async () => {
    const res = await world.send({
      method: 'GET',
      url: '/api/appraisals',
      headers: { cookie: world.admin, 'x-dealer-id': '2147483648' },
    });
    await expectRefused(res, 403);
  });
});

describe('NUL bytes in text', () => {
  it('in a public form is a 400 naming the field', async () => {
    const res = await world.send({
      method: 'POST',
      url: `/api/public/dealers/${world.slug}/appraisals`,
      payload: {
        vin: '1HGCV1F34LA012345',
        trim: 'Sport',
        mileage: 1000,
        typeCode: 'tradein',
        firstName: 'Ma\u0000ria',
      },
    });
    await expectRefused(res, 400);
    expect(res.json().error.fields).toHaveProperty('firstName');
  });

  it('in a public path is a 400', async () => {
    await expectRefused(await world.send({ method: 'GET', url: '/api/public/dealers/a%00b' }), 400);
  });

  it('in the sign-in e-mail is a 400', async () => {
    const res = await world.send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@example.test', password: 'password123' },
    });
    await expectRefused(res, 400);
  });
});

describe('numbers that only look like ids', () => {
  it.each(['1e308', '99999999999999999999'])('%s in a path is a 400', async (id) => {
    await expectRefused(await world.send({ method: 'GET', url: `/api/appraisals/${id}`, headers: staff() }), 400);
  });

  it.each([1e308, '99999999999999999999'])('%s in a body id is a 400', async (id) => {
    const res = await world.send({
      method: 'POST',
      url: `/api/appraisals/${world.ownAppraisalId}/transfer`,
      headers: staff(),
      payload: { toDealerId: id },
    });
    await expectRefused(res, 400);
  });
});

it('a malformed plate is a 400, not a 502 from the plate registry', async () => {
  const res = await world.send({ method: 'GET', url: '/api/appraisals/plate/TX/1%3Bselect', headers: staff() });
  await expectRefused(res, 400);
});

describe('the signed inspection webhook', () => {
  const event = {
    event: 'inspection.completed',
    session_key: 'no-such-session',
    reference: null,
    grade: 3,
    estimated_damage: 500,
    odometer: 42000,
    answers: { warningLights: 'no', bodyDamage: 'none', tyres: 'good', smokedIn: 'no' },
    photos: [],
    report_url: 'http://app.test/report',
    completed_at: '2026-01-15T10:00:00Z',
  };
  const post = (body: object) => {
    const raw = JSON.stringify(body);
    return world.send({
      method: 'POST',
      url: '/api/webhooks/inspection',
      headers: {
        'content-type': 'application/json',
        'x-inspection-signature': signWebhook(world.t.ctx.config.inspection.webhookSecret, raw),
      },
      payload: raw,
    });
  };

  it('a well-formed event for an unknown session is a 404 (the control)', async () => {
    await expectRefused(await post(event), 404);
  });

  it.each([
    ['odometer', 1e12],
    ['odometer', 2147483648],
    ['estimated_damage', 1e308],
    ['estimated_damage', 99999999999],
    ['completed_at', '0000-01-01T00:00:00Z'],
    ['completed_at', '9999-12-31T23:59:59Z'],
  ])('%s = %s is a 400', async (field, value) => {
    await expectRefused(await post({ ...event, [field]: value }), 400);
  });
});

it('a signed download naming a malformed storage key is a 404, never a 500', async () => {
  for (const key of ['../../etc/passwd', 'short', '', 'x'.repeat(43).replace(/^x/, '.')]) {
    const path = signedDownloadPath(world.t.ctx, { key, type: 'application/pdf', name: 'a.pdf' });
    await expectRefused(await world.send({ method: 'GET', url: path }), 404);
  }
});
