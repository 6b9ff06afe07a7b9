import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, latestOutboxLink, pathOf, signIn } from './support/demo';
import { fetchList, nextListResponse } from './support/lists';

/**
 * How appraisals begin (spec part 1 section 2): the New appraisal dialog from the Welcome page
 * and the showroom, the public service page, and the Share-form dialog with the customer's form.
 */

const ACCORD_VIN = '1HGCM82633A004352';
/** Unique per run, so the searches below find only this run's records. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

// Whole journeys (several dialogs, a background valuation, a second browser): more than the default.
test.describe.configure({ timeout: 120_000 });

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

async function openCard(page: Page, card: string, title: string) {
  await page.goto(`/${DEALER}/new`);
  await page.getByRole('button', { name: new RegExp(card) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Decodes the Honda Accord VIN and checks the trim and the vehicle line. */
async function decodeAccord(scope: ReturnType<Page['getByRole']>) {
  await scope.getByLabel('VIN').fill(`i${ACCORD_VIN.toLowerCase()}m`);
  await scope.getByRole('button', { name: 'DECODE' }).click();
  await expect(scope.getByText('2003 Honda Accord', { exact: true })).toBeVisible();
  await expect(scope.getByLabel('VIN')).toHaveValue(ACCORD_VIN);
  await expect(scope.getByLabel('Trim')).toHaveValue('EX-V6');
}

test('a trade-in starts from a licence plate and opens with its vehicle and valuations', async ({ page }) => {
  await signInAs(page, DEMO_USERS.appraiser.email);
  const dialog = await openCard(page, 'Start a trade-in', 'New Trade in');
  await expect(dialog.getByText('Enter a license plate or VIN.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // FIND needs a state and 4 characters; a plate the registry does not know is "Vehicle not found."
  const find = dialog.getByRole('button', { name: 'FIND' });
  await dialog.getByLabel('Plate state').selectOption('CA');
  await dialog.getByLabel('License plate').fill('ABC');
  await expect(find).toBeDisabled();
  await dialog.getByLabel('License plate').fill('ABC120');
  await dialog.getByLabel('License plate').press('Enter');
  await expect(dialog.getByText('Vehicle not found.')).toBeVisible();
  await expect(page).toHaveURL(`/${DEALER}/new`);

  // The sandbox registry maps CA 7TRADE3 to a 2006 Honda Accord, which vPIC knows trims for.
  await dialog.getByLabel('License plate').fill('7TRADE3');
  await find.click();
  const line = dialog.getByTestId('decoded-vehicle');
  await expect(line).toHaveText(/^(19|20)\d{2} \S+/);
  const vehicle = (await line.textContent()) ?? '';
  const vin = await dialog.getByLabel('VIN').inputValue();
  expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  await expect(dialog.getByLabel('Trim')).not.toHaveValue('');

  await dialog.getByLabel('Exact mileage').fill('42,000');
  await dialog.getByRole('radio', { name: 'Paid off' }).check();
  await expect(dialog.getByLabel('Finance bank')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Finance' }).check();
  await expect(dialog.getByLabel('Finance bank')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Paid off' }).check();
  await dialog.getByLabel('First name').fill('Tom');
  await dialog.getByLabel('Last name').fill(`Plate${RUN}`);
  await dialog.getByLabel('Email').fill(`plate${RUN.toLowerCase()}@example.test`);
  await dialog.getByLabel('Phone').fill('5551234567');
  await expect(dialog.getByLabel('Phone')).toHaveValue('(555) 123-4567');
  await dialog.getByRole('button', { name: 'Start' }).click();

  await expect(page).toHaveURL(new RegExp(`/${DEALER}/appraisals/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(vehicle);
  await expect(page.getByTestId('vehicle-line')).toContainText(vin);

  // The server values it in the background right after the start.
  await page.getByRole('tab', { name: 'Vehicle Assessment' }).click();
  const mmrValue = page.getByRole('region', { name: 'MMR', exact: true }).getByLabel('MMR value');
  await expect(async () => {
    await page.reload();
    await expect(mmrValue).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  // The plate state is remembered for the next dialog.
  const next = await openCard(page, 'Start a trade-in', 'New Trade in');
  await expect(next.getByLabel('Plate state')).toHaveValue('CA');
});

test('a lease return from a VIN keeps its bank and address blocks', async ({ page, baseURL }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const dialog = await openCard(page, 'Start a lease return', 'New Lease return');

  // The full validation set, with the spec's messages.
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByText('Please enter a VIN, or use License Plate + State to find one.')).toBeVisible();
  await expect(dialog.getByText('A trim is required.')).toBeVisible();
  await expect(dialog.getByText('Mileage is required.')).toBeVisible();

  await expect(dialog.getByText('Who owns the vehicle?')).toHaveCount(0);
  await decodeAccord(dialog);
  await dialog.getByLabel('Trim').selectOption('LX');
  await expect(dialog.getByText('2003 Honda Accord', { exact: true })).toBeVisible();
  await dialog.getByLabel('Exact mileage').fill('61000');
  await dialog.getByLabel('Finance bank').fill('Honda Financial Services');
  await dialog.getByLabel('Last 4 of SSN or account number').fill('4321');
  await dialog.getByLabel('Maturity date').fill('03052027');
  await expect(dialog.getByLabel('Maturity date')).toHaveValue('03/05/2027');
  await dialog.getByLabel('First name').fill('Lena');
  await dialog.getByLabel('Last name').fill(`Lease${RUN}`);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Address line 1').fill('12 Harbor Way');
  await dialog.getByLabel('City').fill('San Diego');
  await dialog.getByLabel('State', { exact: true }).selectOption('CA');
  await dialog.getByLabel('Zip').fill('92a101');
  await expect(dialog.getByLabel('Zip')).toHaveValue('92101');
  await expect(dialog.getByLabel('Send inspection to my').locator('option')).toHaveText([
    'email',
    'phone',
    'email & phone',
  ]);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByText('Enter a valid email')).toBeVisible();
  await dialog.getByLabel('Email').fill(`lease${RUN.toLowerCase()}@example.test`);
  await dialog.getByRole('button', { name: 'Start' }).click();

  await expect(page).toHaveURL(new RegExp(`/${DEALER}/appraisals/\\d+$`));
  const id = Number(page.url().split('/').pop());
  const { api, dealerId } = await adminApi(baseURL ?? '');
  try {
    const res = await api.get(`/api/appraisals/${id}`, { headers: { 'x-dealer-id': String(dealerId) } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      vin: ACCORD_VIN,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'LX',
      mileage: 61000,
      appraisalTypeId: 2,
      ownerStatusId: 3,
      financeBank: 'Honda Financial Services',
      financeBankNum: '4321',
      maturityDate: expect.stringMatching(/^2027-03-05/),
      firstName: 'Lena',
      lastName: `Lease${RUN}`,
      address1: '12 Harbor Way',
      city: 'San Diego',
      state: 'CA',
      zip: '92101',
    });
  } finally {
    await api.dispose();
  }
});

test('the showroom list starts a showroom trade-in with the no-contact note', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  await page.goto(`/${DEALER}/appraisals/showroom`);
  await page.getByRole('button', { name: 'Start showroom lease return' }).click();
  const lease = page.getByRole('dialog', { name: 'New Lease return' });
  await expect(lease.getByLabel('Address line 1')).toBeVisible();
  await lease.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Start showroom trade-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Trade in' });
  await expect(dialog.getByText('The customer is not contacted automatically for a showroom trade-in.')).toBeVisible();
  // The backdrop does not close it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await decodeAccord(dialog);
  await dialog.getByLabel('Exact mileage').fill('99000');
  await dialog.getByLabel('Last name').fill(`Show${RUN}`);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/appraisals/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2003 Honda Accord EX-V6');
});

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  return { context, page: await context.newPage() };
}

test('a service appraisal starts anonymously on the public service page', async ({ browser }) => {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto('/no-such-dealer/open/service');
    await expect(page.getByRole('heading', { name: 'Dealer not found.' })).toBeVisible();

    await page.goto(`/${DEALER}/open/service`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Service Appraisal');
    await expect(page.getByText('Metro Motors')).toBeVisible();
    await expect(page.getByRole('button', { name: 'SCAN' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await decodeAccord(page.getByRole('form', { name: 'New appraisal' }));
    await page.getByLabel('Exact mileage').fill('30500');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill(`Service${RUN}`);
    await page.getByLabel('Send inspection to my').selectOption('none');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Thank you!')).toBeVisible();
    await expect(page.getByText('The service appraisal has been started.')).toBeVisible();
    await expect(page).toHaveURL(`/${DEALER}/open/service`);
    await page.getByRole('button', { name: 'Start another service appraisal' }).click();
    await expect(page.getByLabel('VIN')).toHaveValue('');
  } finally {
    await context.close();
  }
});

test('a form shared by link is filled by the customer and lands in the Buying center', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, DEMO_USERS.admin.email);
  const dialog = await openCard(page, 'Share the customer form', 'Share customer form');
  expect(await seriousViolations(page)).toEqual([]);

  // Prefill in minimal mode: nothing is required.
  await dialog.getByRole('button', { name: 'Prefill' }).click();
  await dialog.getByLabel('First name').fill('Casey');
  await dialog.getByLabel('Last name').fill(`Shared${RUN}`);
  await dialog.getByLabel('Exact mileage').fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Mileage must be a number.')).toBeVisible();
  await dialog.getByLabel('Exact mileage').fill('27000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Form filled')).toBeVisible();

  // A link first, then Copy; changing the form type clears it.
  await dialog.getByRole('button', { name: 'Get link' }).click();
  const link = dialog.getByLabel('Form link');
  await expect(link).toHaveValue(new RegExp(`/${DEALER}/sell\\?invite=`));
  await dialog.getByLabel('Form', { exact: true }).selectOption({ label: 'Lease return form' });
  await expect(link).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Get link' }).click();
  await expect(link).toHaveValue(new RegExp(`/${DEALER}/return\\?invite=`));
  await dialog.getByLabel('Form', { exact: true }).selectOption({ label: 'Buying center form' });
  await dialog.getByRole('button', { name: 'Get link' }).click();
  await expect(link).toHaveValue(new RegExp(`/${DEALER}/sell\\?invite=`));
  const url = await link.inputValue();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // E-mail: needs an address, sends through the outbox, shows "Sent!" and closes.
  await dialog.getByRole('radio', { name: 'Email' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  const email = `share${RUN.toLowerCase()}@example.test`;
  await dialog.getByLabel('Customer email').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Sent!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 8000 });
  expect(await latestOutboxLink(baseURL ?? '', email, '/sell?invite=')).toContain(`/${DEALER}/sell?invite=`);

  // The customer, on a phone.
  const customer = await phonePage(browser);
  try {
    const cpage = customer.page;
    await cpage.goto(pathOf(url));
    await expect(cpage.getByRole('heading', { level: 1 })).toHaveText('Tell us about your vehicle');
    await expect(cpage.getByLabel('First name')).toHaveValue('Casey');
    await expect(cpage.getByLabel('Exact mileage')).toHaveValue('27000');
    expect(await seriousViolations(cpage)).toEqual([]);
    await decodeAccord(cpage.getByRole('form', { name: 'New appraisal' }));
    await cpage.getByRole('radio', { name: 'Finance' }).check();
    await cpage.getByLabel('Finance bank').fill('Ally');
    await cpage.getByLabel('Phone').fill('6195550100');
    await cpage.getByRole('button', { name: 'Send' }).click();
    await expect(cpage.getByText('Thank you!')).toBeVisible();
    await expect(cpage.getByText('Metro Motors has your details and will be in touch soon.')).toBeVisible();
    await expect(cpage.getByRole('link', { name: 'Take photos of your vehicle now' })).toHaveAttribute('href', /.+/);

    await cpage.goto(`/${DEALER}/sell?invite=not-a-real-token`);
    await expect(cpage.getByRole('heading', { name: 'This form link is no longer valid.' })).toBeVisible();
  } finally {
    await customer.context.close();
  }

  // Staff find it in the Buying center.
  await page.goto(`/${DEALER}/appraisals`);
  const { rows } = await fetchList(page, { q: `Shared${RUN}`, filterId: -4 });
  expect(rows.map((r) => [r.vin, r.stage])).toEqual([[ACCORD_VIN, 'inspect']]);
  const searched = nextListResponse(page, (f) => f.q === `Shared${RUN}`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Shared${RUN}`);
  await searched;
  // Its inspection is open, so it waits under "Awaiting inspection".
  await page.getByRole('tab', { name: 'Awaiting inspection' }).click();
  const row = page.getByRole('link', { name: '2003 Honda Accord EX-V6' });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/appraisals/${rows[0]?.id}`));
  await expect(page.getByText(`Casey Shared${RUN}`)).toBeVisible();
});
