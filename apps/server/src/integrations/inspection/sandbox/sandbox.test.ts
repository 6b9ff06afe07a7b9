import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { ALL_PHOTOS, GOOD_ANSWERS, submitCapture, TINY_PNG } from './capture.testkit';
import { CAPTURE_MESSAGES } from './capture-form';
import { DONE_TITLE } from './pages';
import { findSandboxSession } from './store';

let t: TestApp;
let dataDir: string;
const KEY = 'sandbox-inspection-key';
const vehicle = { vin: '1HGCV1F34LA012345', year: 2020, make: 'Honda', model: 'Accord', trim: 'Sport' };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'inspection-sandbox-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const createSession = (payload: object, apiKey: string | null = KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/inspection/sessions',
    headers: apiKey ? { 'api-key': apiKey } : {},
    payload,
  });

/** A session whose webhook goes to our own app, which does not know the key (answers 404). */
async function newSession() {
  const res = await createSession({ reference: '42', vehicle, webhook_url: 'http://app.test/api/webhooks/inspection' });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { session_key: string; capture_url: string; status: string };
  return { ...body, path: new URL(body.capture_url).pathname };
}

describe('inspection sandbox: sessions API', () => {
  it('needs the api-key and a valid body, then answers 201 {session_key, capture_url, status}', async () => {
    const ok = { reference: '42', vehicle, webhook_url: 'http://app.test/api/webhooks/inspection' };
    expect((await createSession(ok, null)).statusCode).toBe(401);
    expect((await createSession(ok, 'wrong')).statusCode).toBe(401);
    const bad = await createSession({ reference: '', vehicle: { ...vehicle, vin: 'x' }, webhook_url: 'ftp://x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'reference',
      'vehicle.vin',
      'webhook_url',
    ]);
    const res = await createSession(ok);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ session_key: expect.stringMatching(/^[\w-]{24}$/), status: 'Idle' });
    expect(res.json().capture_url).toBe(
      `http://app.test/sandbox/inspection/sessions/${res.json().session_key}/capture`,
    );
    const status = await t.app.inject({
      url: `/sandbox/inspection/sessions/${res.json().session_key}`,
      headers: { 'api-key': KEY },
    });
    expect(status.json()).toMatchObject({ status: 'Idle', grade: null, report_url: null });
  });
});

describe('inspection sandbox: capture page', () => {
  it('serves a labelled, phone-sized form; an unknown key is a 404 page', async () => {
    const s = await newSession();
    const page = await t.app.inject({ url: s.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.body).toContain('2020 Honda Accord Sport');
    for (const field of ['photo_front', 'photo_rear', 'photo_driver_side', 'photo_passenger_side', 'photo_interior']) {
      expect(page.body).toContain(`<label for="${field}">`);
    }
    expect(page.body).toContain('<label for="odometer">Odometer reading (miles)</label>');
    expect(page.body).toContain('<legend>Are any warning lights on?</legend>');
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(page.body).not.toContain('<script');
    expect((await t.app.inject({ url: '/sandbox/inspection/sessions/nope-nope-nope/capture' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sandbox/inspection/sessions/..%2F..%2Fetc/capture' })).statusCode).toBe(404);
  });

  it('keeps the photos of an incomplete submission and says what is missing', async () => {
    const s = await newSession();
    const res = await submitCapture(
      t.app,
      s.path,
      { odometer: 'lots' },
      { photo_front: TINY_PNG, photo_rear: TINY_PNG },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    for (const message of [
      CAPTURE_MESSAGES.odometerPhoto,
      CAPTURE_MESSAGES.odometer,
      CAPTURE_MESSAGES.warningLights,
      CAPTURE_MESSAGES.smokedIn,
    ]) {
      expect(res.body).toContain(message);
    }
    expect(res.body).toContain('value="lots"');
    const stored = await findSandboxSession(t.ctx.db, s.session_key);
    expect(stored).toMatchObject({ status: 'In process' });
    expect(stored?.photos.map((p) => p.label)).toEqual(['front', 'rear']);
    const again = await t.app.inject({ url: s.path });
    expect(again.body).toContain('id="photo_front-status">Photo received.');
  });

  it('refuses a file that is not a photo', async () => {
    const s = await newSession();
    const res = await submitCapture(t.app, s.path, GOOD_ANSWERS, {
      ...ALL_PHOTOS,
      photo_rear: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(CAPTURE_MESSAGES.photoType);
    expect((await findSandboxSession(t.ctx.db, s.session_key))?.photos.map((p) => p.label)).not.toContain('rear');
  });

  it('completes: grade, report, photos; a refused webhook is shown, never a crash', async () => {
    const s = await newSession();
    const res = await submitCapture(t.app, s.path, GOOD_ANSWERS, ALL_PHOTOS);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('capture');
    const stored = await findSandboxSession(t.ctx.db, s.session_key);
    expect(stored).toMatchObject({ status: 'Complete', grade: 4 });
    expect(stored?.answers).toEqual({
      warningLights: 'no',
      bodyDamage: 'minor',
      tyres: 'worn',
      smokedIn: 'no',
      odometer: 48210,
    });
    // Our webhook does not know this session (404): not retried, and the page offers to send again.
    expect(stored?.request.delivery).toMatchObject({ delivered: false, attempts: 1, lastError: 'answered 404' });
    const done = await t.app.inject({ url: s.path });
    expect(done.body).toContain(`<h1>${DONE_TITLE}</h1>`);
    expect(done.body).toContain('Send to the dealership again');
    const retry = await t.app.inject({
      method: 'POST',
      url: s.path.replace(/capture$/, 'deliver'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(retry.statusCode).toBe(303);
    expect((await findSandboxSession(t.ctx.db, s.session_key))?.request.delivery?.at).toEqual(expect.any(String));

    const report = await t.app.inject({ url: s.path.replace(/capture$/, 'report') });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('4.0 / 5');
    expect(report.body).toContain('$1,370');
    expect(report.body).toContain('48,210 mi');
    expect(report.body).toContain('<img src="photos/1" alt="Front of the vehicle"');
    const photo = await t.app.inject({ url: s.path.replace(/capture$/, 'photos/6') });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.app.inject({ url: s.path.replace(/capture$/, 'photos/7') })).statusCode).toBe(404);

    // Submitting again changes nothing.
    const twice = await submitCapture(t.app, s.path, { ...GOOD_ANSWERS, bodyDamage: 'major' }, ALL_PHOTOS);
    expect(twice.statusCode).toBe(303);
    expect((await findSandboxSession(t.ctx.db, s.session_key))?.grade).toBe(4);
  });

  it('the report of an unfinished inspection is not available yet', async () => {
    const s = await newSession();
    const report = await t.app.inject({ url: s.path.replace(/capture$/, 'report') });
    expect(report.statusCode).toBe(404);
    expect(report.body).toContain('not available yet');
  });
});
