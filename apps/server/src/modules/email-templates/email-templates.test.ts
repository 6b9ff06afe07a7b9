import { EMAIL_TEMPLATES, emailTemplateByExternalId } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { dealerRequests } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let dealerId: number;
let admin: string;
let sales: string;
const offer = emailTemplateByExternalId('offer');
const odometer = emailTemplateByExternalId('odometer-statement');

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db, { name: 'Metro <Motors>', phoneNumber: '2145550100', city: 'Dallas' })).id;
  admin = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'] })).email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES_MANAGER'] })).email);
});
afterAll(() => t.close());

const { call, post } = dealerRequests(
  () => t,
  () => dealerId,
  () => admin,
);
const list = async () => (await call('GET', '/api/dealer_email_templates')).json();
const preview = (body: object) => post('/api/dealer_email_templates/preview', body);

describe('GET /api/dealer_email_templates', () => {
  it('lists every default, none customised, with its sections and documented variables', async () => {
    const res = await call('GET', '/api/dealer_email_templates');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(EMAIL_TEMPLATES.length));
    const rows = res.json();
    expect(rows.map((r: { externalId: string }) => r.externalId)).toEqual(EMAIL_TEMPLATES.map((x) => x.externalId));
    expect(rows[0]).toMatchObject({
      id: offer.id,
      externalId: 'offer',
      name: 'Offer',
      options: null,
      enabled: null,
      customised: false,
      updatedAt: null,
    });
    expect(rows[0].info.sections[0]).toEqual({
      var: 'subject',
      label: 'Subject',
      default: 'Your offer from {{dealer_name}}',
      readonly: false,
      after_text: '',
      required: true,
    });
    expect(rows[0].info.usable_vars).toContainEqual({
      var: 'offer_link',
      description: expect.any(String),
      example: expect.stringMatching(/^https:/),
    });
  });

  it('is for dealer admins only; an unknown template is a 404', async () => {
    expect((await call('GET', '/api/dealer_email_templates', undefined, sales)).statusCode).toBe(403);
    expect((await call('GET', '/api/dealer_email_templates', undefined, null)).statusCode).toBe(401);
    expect((await post('/api/dealer_email_templates/preview', { templateId: 1 }, sales)).statusCode).toBe(403);
    expect((await call('GET', '/api/dealer_email_templates/999')).statusCode).toBe(404);
  });
});

describe('customising, disabling, resetting', () => {
  it('POST creates the custom version, PUT toggles it, DELETE resets to the default', async () => {
    const saved = await post('/api/dealer_email_templates', {
      id: offer.id,
      values: { greeting: 'Howdy {{customer_first_name}}!', subject: offer.info.sections[0]!.default },
      enabled: true,
    });
    expect(saved.statusCode).toBe(200);
    // Only texts that differ from the default are kept.
    expect(saved.json()).toMatchObject({
      customised: true,
      enabled: true,
      options: { greeting: 'Howdy {{customer_first_name}}!' },
    });
    expect(saved.json().updatedAt).toBeTruthy();
    expect((await call('GET', `/api/dealer_email_templates/${offer.id}`)).json()).toMatchObject({
      customised: true,
      options: { greeting: 'Howdy {{customer_first_name}}!' },
    });
    // Another dealer's templates are untouched: a custom version belongs to one dealer.
    const other = (await newDealer(t.ctx.db)).id;
    const otherAdmin = await t.login((await newUser(t.ctx.db, { dealerIds: [other], roles: ['DEALER_ADMIN'] })).email);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/dealer_email_templates/${offer.id}`,
      headers: { cookie: otherAdmin, 'x-dealer-id': String(other) },
    });
    expect(theirs.json()).toMatchObject({ customised: false, options: null });

    const off = await call('PUT', `/api/dealer_email_templates/${offer.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, options: { greeting: 'Howdy {{customer_first_name}}!' } });
    expect((await list())[0]).toMatchObject({ customised: true, enabled: false });

    const replaced = await call('PUT', `/api/dealer_email_templates/${offer.id}`, {
      values: { intro: 'Thanks!' },
      enabled: true,
    });
    expect(replaced.json()).toMatchObject({ enabled: true, options: { intro: 'Thanks!' } });

    const reset = await call('DELETE', `/api/dealer_email_templates/${offer.id}`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ customised: false, options: null, enabled: null });
    expect((await list())[0]).toMatchObject({ customised: false });
  });

  it('the enabled flag is only for custom templates (422 on a default)', async () => {
    const res = await call('PUT', `/api/dealer_email_templates/${odometer.id}`, { enabled: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'Only a custom template can be enabled or disabled. Save your own text first.',
    );
  });

  it('refuses a change to a readonly section and names an unknown variable', async () => {
    const legal = await post('/api/dealer_email_templates', { id: odometer.id, values: { legal: 'Nothing to sign.' } });
    expect(legal.statusCode).toBe(400);
    expect(legal.json().error.fields).toEqual({ 'values.legal': 'This section cannot be changed.' });
    const unknown = await post('/api/dealer_email_templates', {
      id: offer.id,
      values: { intro: 'See you, {{customer_nickname}}.' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'values.intro': 'Unknown variable {{customer_nickname}}.' });
    const put = await call('PUT', `/api/dealer_email_templates/${offer.id}`, { values: { intro: '{{capture_link}}' } });
    expect(put.json().error.fields).toEqual({ 'values.intro': 'Unknown variable {{capture_link}}.' });
    expect((await list())[0].customised).toBe(false);
  });

  it('refuses unbalanced braces, naming where they are, on POST and PUT', async () => {
    const message = 'Unbalanced braces at line 1, column 1 ("{{dealer_name} thanks"). Write a variable as {{name}}.';
    const created = await post('/api/dealer_email_templates', {
      id: offer.id,
      values: { intro: '{{dealer_name} thanks' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({ 'values.intro': message });
    const put = await call('PUT', `/api/dealer_email_templates/${offer.id}`, {
      values: { intro: '{{dealer_name} thanks' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().error.fields).toEqual({ 'values.intro': message });
    expect((await list()).find((x: { id: number }) => x.id === offer.id).customised).toBe(false);
  });
});

describe('POST /api/dealer_email_templates/preview', () => {
  it('renders the unsaved texts with the sample data, as HTML and text', async () => {
    const res = await preview({ templateId: offer.id, body: { greeting: 'Hi {{customer_first_name}} :)' } });
    expect(res.statusCode).toBe(200);
    const { subject, html, text } = res.json();
    expect(subject).toBe('Your offer from Metro <Motors>');
    expect(text).toContain('Hi Maria :)');
    expect(text).toContain('Our offer: $18,500.00');
    expect(text).toContain('View your offer: https://dealer.example.com/offer/abc123');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('Hi Maria :)');
    expect(html).toContain('href="https://dealer.example.com/offer/abc123"');
    // The dealer's own name and phone brand it (the sample data never replaces the dealer).
    expect(html).toContain('Metro &lt;Motors&gt;');
    expect(text).toContain('(214) 555-0100');
  });

  it('renders with an appraisal of the dealer’s; another dealer’s is a 404', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { firstName: 'Ana', year: 2018, make: 'Ford', model: 'Escape' });
    const res = await preview({ templateId: offer.id, appraisalId: row.id });
    expect(res.json().text).toContain('Hello Ana,');
    expect(res.json().text).toContain('appraise your 2018 Ford Escape.');
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id);
    expect((await preview({ templateId: offer.id, appraisalId: theirs.id })).statusCode).toBe(404);
  });

  it('refuses an unknown variable by name, in the body field', async () => {
    const res = await preview({ templateId: offer.id, body: { intro: '{{ shoe_size }}' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'body.intro': 'Unknown variable {{shoe_size}}.' });
  });

  it('refuses a stray brace in the body field, naming where it is', async () => {
    const res = await preview({ templateId: offer.id, body: { greeting: 'Hello,\nthanks dealer_name}}' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'body.greeting': 'Unbalanced braces at line 2, column 19 ("}}"). Write a variable as {{name}}.',
    });
  });

  it('escapes markup typed into a customer’s name and into a dealer’s section', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { firstName: '<img src=x onerror=alert(1)>' });
    const res = await preview({
      templateId: offer.id,
      appraisalId: row.id,
      body: { intro: '<script>alert("dealer")</script> <b>bold</b> & more' },
    });
    const { html, text } = res.json();
    expect(html).not.toMatch(/<img src=x|<script>alert|<b>bold/);
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).toContain('&lt;script&gt;alert(&quot;dealer&quot;)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt; &amp; more');
    // The plain-text part is text: shown as typed.
    expect(text).toContain('<b>bold</b> & more');
  });
});
