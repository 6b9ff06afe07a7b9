import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { addCapturePhotos } from './support/capture-photos';
import { adminApi, DEALER, DEMO_USERS, latestOutboxLink, pathOf, signIn } from './support/demo';

/**
 * Issue 5 point 2: the dealer sends an inspection link; the customer opens it on a phone, takes the
 * photos, answers the questions and completes; the condition report reaches the appraisal through
 * the provider's signed webhook. Works on its own record (an old open trade-in with an e-mail, past
 * those the detail specs take).
 */

const SLOT = 30;
const PHONE = { width: 390, height: 844 };

interface Row {
  id: number;
  vin: string;
  email: string | null;
  appraisalStatusId: number | null;
  deletedAt: string | null;
  vinCount: number;
  paveInspectResultId?: number | null;
}

test('a customer completes the inspection on a phone and the appraisal gets the condition report', async ({
  browser,
  baseURL,
}) => {
  const { api, dealerId } = await adminApi(baseURL!);
  const headers = { 'x-dealer-id': String(dealerId) };
  const params = new URLSearchParams({
    filter: JSON.stringify({ appraisalTypeId: 1, filterId: -4 }),
    range: '[0,999]',
    sort: JSON.stringify(['id', 'ASC']),
  });
  const list = await api.get(`/api/appraisals?${params}`, { headers });
  expect(list.status(), await list.text()).toBe(200);
  const candidates = ((await list.json()) as Row[]).filter(
    (r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1 && r.email,
  );
  const row = candidates[SLOT];
  if (!row?.email) throw new Error(`no open trade-in with an e-mail #${SLOT} in the demo data`);

  // The dealer sends the link by e-mail; the customer's message in the outbox carries it.
  const sent = await api.post(`/api/appraisals/${row.id}/inspection-link`, { headers, data: { sendTo: 'email' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { captureUrl } = (await sent.json()) as { captureUrl: string };
  const link = await latestOutboxLink(baseURL!, row.email, '/sandbox/inspection/');
  expect(link).toBe(captureUrl);

  // The customer, on a phone, signed in to nothing.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`${baseURL}${pathOf(link)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle inspection' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Completing too early says what is missing, next to each field.
  await page.getByRole('button', { name: 'Complete inspection' }).click();
  await expect(page.getByRole('alert')).toContainText('Add a photo of the odometer.');
  await expect(page.getByText('Enter the odometer reading in miles (numbers only).').last()).toBeVisible();

  await addCapturePhotos(page);
  await page.getByLabel('Odometer reading (miles)').fill('52,340');
  await page.getByRole('group', { name: 'Are any warning lights on?' }).getByLabel('No').check();
  await page.getByRole('group', { name: 'Is there any body damage?' }).getByLabel('Minor').check();
  await page.getByRole('group', { name: 'What condition are the tyres in?' }).getByLabel('Good').check();
  await page.getByRole('group', { name: 'Has the vehicle been smoked in?' }).getByLabel('No').check();
  await page.getByRole('button', { name: 'Complete inspection' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your inspection is complete.');
  expect(await seriousViolations(page)).toEqual([]);

  // The webhook stored the report on the appraisal: grade, mileage, the report page.
  const detail = await api.get(`/api/appraisals/${row.id}`, { headers });
  expect(detail.status(), await detail.text()).toBe(200);
  const record = (await detail.json()) as Row & { runningStatus: number; inspectedMileage: number; stage: string };
  expect(record.paveInspectResultId).toEqual(expect.any(Number));
  expect(record).toMatchObject({ runningStatus: 4.5, inspectedMileage: 52340 });
  expect(record.stage).not.toBe('inspect');
  const info = await api.get(`/api/appraisals/${row.id}/api-results/${record.paveInspectResultId}/info`, { headers });
  expect(await info.json()).toMatchObject({ grade: 4.5, estimatedDamage: 650, inspectedMileage: 52340, photoCount: 6 });
  const { reportUrl } = (await info.json()) as { reportUrl: string };

  await page.goto(`${baseURL}${pathOf(reportUrl)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Condition report' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Grade 4.5 / 5' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Odometer 52,340 mi' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Odometer (the dashboard showing the mileage)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await phone.close();

  // The dealer sees the report in the appraisal's Inspection tab, embedded.
  const desk = await browser.newContext({ baseURL });
  const staff = await desk.newPage();
  await signIn(staff, DEMO_USERS.admin.email);
  // Signed in (the session cookie set) before leaving the page: a navigation would cancel the sign-in.
  await expect(staff).toHaveURL(`/${DEALER}/new`);
  await staff.goto(`${baseURL}/${DEALER}/appraisals/${row.id}?tab=inspection`);
  // Our own sandbox's report is linked and framed by path, so it loads on the host the page runs on.
  await expect(staff.getByRole('link', { name: 'Condition Report Link' })).toHaveAttribute('href', pathOf(reportUrl));
  const frame = staff.frameLocator(`iframe[title="Condition report for ${row.vin}"]`);
  await expect(frame.getByRole('row', { name: 'Grade 4.5 / 5' })).toBeVisible();
  await expect(staff.getByText('Inspection results are not currently available.')).toHaveCount(0);
  await desk.close();
  await api.dispose();
});
