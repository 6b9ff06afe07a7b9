import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAppraisal, newDealer, newUser } from '../../../test/support/factories';
import { activityOf as activityFor, dealerRequests } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { appraisalMessages, appraisals, outboxMessages } from '../../db/schema';

let t: TestApp;
let dealerId: number;
let writerId: number;
let writer: string;
let sales: string;
const open = {
  area: 'buying' as const,
  appraisalTypeId: 1,
  appraisalStatusId: null,
  previousStatusId: null,
  statusChangedAt: null,
  deletedAt: null,
  sellStrategyStatusId: 2,
  email: 'ann@example.test',
  firstName: 'Ann',
};

beforeAll(async () => {
  t = await createTestApp();
  dealerId = (await newDealer(t.ctx.db, { name: 'Bayside Motors' })).id;
  const w = await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['ACQ_MANAGER'] });
  writerId = w.id;
  writer = await t.login(w.email);
  sales = await t.login((await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['SALES'] })).email);
});
afterAll(() => t.close());

const { call, post } = dealerRequests(
  () => t,
  () => dealerId,
  () => writer,
);
const activityOf = (id: number) => activityFor(t, id);
const stored = async (id: number) => (await t.ctx.db.select().from(appraisals).where(eq(appraisals.id, id)))[0]!;

describe('POST /api/appraisals/:id/status', () => {
  it('rejects an open trade-in, records the previous status, and undo-status brings it back', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const res = await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: 3, notify: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, appraisalStatusId: 3, previousStatusId: null, users: [] });
    expect(res.json().statusChangedAt).toBeTruthy();
    expect(await activityOf(row.id)).toEqual([{ action: 'Status set', details: 'Rejected', userId: writerId }]);

    const undone = await post(`/api/appraisals/${row.id}/undo-status`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ appraisalStatusId: null, sellStrategyStatusId: 2 });
    expect((await activityOf(row.id))[0]).toEqual({
      action: 'Status undone',
      details: 'Rejected → no status',
      userId: writerId,
    });
    const nothing = await post(`/api/appraisals/${row.id}/undo-status`);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.message).toBe('There is no status change to undo.');
  });

  it('undo-status restores a previous status that was set', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, {
      ...open,
      appraisalStatusId: 400,
      previousStatusId: 1,
      statusChangedAt: new Date(),
    });
    const res = await post(`/api/appraisals/${row.id}/undo-status`);
    expect(res.json()).toMatchObject({ appraisalStatusId: 1, previousStatusId: null, stage: 'buying' });
    expect((await activityOf(row.id))[0]).toMatchObject({ action: 'Status undone', details: 'Bought → Buying' });
    expect((await post(`/api/appraisals/${row.id}/undo-status`, undefined, sales)).statusCode).toBe(403);
    // An undo is not itself undoable: a second one is refused and buying stays.
    const again = await post(`/api/appraisals/${row.id}/undo-status`);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('There is no status change to undo.');
    expect(await stored(row.id)).toMatchObject({ appraisalStatusId: 1 });
  });

  it('reject is refused for a lease return, a closed or archived record (422), SALES (403), another dealer (404)', async () => {
    const lease = await newAppraisal(t.ctx.db, dealerId, { ...open, appraisalTypeId: 2, area: 'lease' });
    const notTradeIn = await post(`/api/appraisals/${lease.id}/status`, { appraisalStatusId: 3 });
    expect(notTradeIn.statusCode).toBe(422);
    expect(notTradeIn.json().error.message).toBe('Only a trade-in can be rejected.');
    const closed = await newAppraisal(t.ctx.db, dealerId, { ...open, appraisalStatusId: 1 });
    const res = await post(`/api/appraisals/${closed.id}/status`, { appraisalStatusId: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This record is closed. Reopen it to make changes.');
    const archived = await newAppraisal(t.ctx.db, dealerId, { ...open, deletedAt: new Date() });
    expect((await post(`/api/appraisals/${archived.id}/status`, { appraisalStatusId: 3 })).statusCode).toBe(422);
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    expect((await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: 3 }, sales)).statusCode).toBe(403);
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, open);
    expect((await post(`/api/appraisals/${theirs.id}/status`, { appraisalStatusId: 3 })).statusCode).toBe(404);
    expect((await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: 3 }, null)).statusCode).toBe(401);
    const bad = await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: 7, notify: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      appraisalStatusId: 'appraisalStatusId must be one of: 1, 2, 3, 200, 220, 230, 400',
      notify: 'Choose yes or no.',
    });
    expect(await stored(row.id)).toMatchObject({ appraisalStatusId: null });
    expect(await activityOf(closed.id)).toEqual([]);
  });

  it('notify e-mails the customer through the outbox and lists the message on the record', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, year: 2019, make: 'Honda', model: 'Civic' });
    const res = await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: 3, notify: true });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'ann@example.test'));
    expect(mail).toMatchObject({
      dealerId,
      channel: 'email',
      status: 'pending',
      subject: 'Your 2019 Honda Civic appraisal at Bayside Motors',
    });
    expect(mail!.body).toContain('we have decided not to make an offer at this time');
    expect(mail!.body.startsWith('Hello Ann,')).toBe(true);
    const [message] = await t.ctx.db.select().from(appraisalMessages).where(eq(appraisalMessages.appraisalId, row.id));
    expect(message).toMatchObject({ channel: 'email', direction: 'out', outboxId: mail!.id, userId: writerId });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/appraisals/${row.id}/messages`,
      headers: { cookie: writer, 'x-dealer-id': String(dealerId) },
    });
    expect(listed.json()).toMatchObject([{ recipient: 'ann@example.test', subject: mail!.subject }]);
    expect((await activityOf(row.id))[0]).toMatchObject({
      details: 'Rejected; customer notified at ann@example.test',
    });

    const noEmail = await newAppraisal(t.ctx.db, dealerId, { ...open, email: null });
    await post(`/api/appraisals/${noEmail.id}/status`, { appraisalStatusId: 3, notify: true });
    expect(
      await t.ctx.db.select().from(appraisalMessages).where(eq(appraisalMessages.appraisalId, noEmail.id)),
    ).toEqual([]);
    expect((await activityOf(noEmail.id))[0]?.details).toBe('Rejected; customer not notified: no e-mail');
  });

  it('sets Buying on an open record; clearing the status also clears the sell strategy', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const buying = await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: 1 });
    expect(buying.json()).toMatchObject({ appraisalStatusId: 1, stage: 'buying', sellStrategyStatusId: 2 });
    const cleared = await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: null });
    expect(cleared.json()).toMatchObject({ appraisalStatusId: null, previousStatusId: 1, sellStrategyStatusId: null });
    expect(await activityOf(row.id)).toEqual([
      { action: 'Status cleared', details: 'was Buying', userId: writerId },
      { action: 'Status set', details: 'Buying', userId: writerId },
    ]);
    const again = await post(`/api/appraisals/${row.id}/status`, { appraisalStatusId: null });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('This record has no status.');
  });
});

describe('reopen, archive, unarchive, move', () => {
  it('reopen clears the status and keeps the sell strategy; it needs a status', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, { ...open, appraisalStatusId: 3, statusChangedAt: new Date() });
    const res = await post(`/api/appraisals/${row.id}/reopen`);
    expect(res.json()).toMatchObject({ appraisalStatusId: null, previousStatusId: 3, sellStrategyStatusId: 2 });
    expect(await activityOf(row.id)).toEqual([{ action: 'Reopened', details: 'was Rejected', userId: writerId }]);
    expect((await post(`/api/appraisals/${row.id}/reopen`)).statusCode).toBe(422);
    expect((await post(`/api/appraisals/${row.id}/reopen`, undefined, sales)).statusCode).toBe(403);
  });

  it('archive and unarchive answer the detail; unarchive needs an archived record', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const notArchived = await post(`/api/appraisals/${row.id}/unarchive`);
    expect(notArchived.statusCode).toBe(422);
    expect(notArchived.json().error.message).toBe('This record is not archived.');
    const archived = await call('DELETE', `/api/appraisals/${row.id}`);
    expect(archived.json()).toMatchObject({ id: row.id, deletedBy: writerId, deletedByName: 'Test User', users: [] });
    expect(archived.json().deletedAt).toBeTruthy();
    expect((await post(`/api/appraisals/${row.id}/unarchive`, undefined, sales)).statusCode).toBe(403);
    const back = await post(`/api/appraisals/${row.id}/unarchive`);
    expect(back.json()).toMatchObject({ deletedAt: null, deletedBy: null, deletedByName: null });
    expect(await activityOf(row.id)).toEqual([
      { action: 'Un-archived', details: null, userId: writerId },
      { action: 'Archived', details: null, userId: writerId },
    ]);
    const theirs = await newAppraisal(t.ctx.db, (await newDealer(t.ctx.db)).id, { ...open, deletedAt: new Date() });
    expect((await post(`/api/appraisals/${theirs.id}/unarchive`)).statusCode).toBe(404);
  });

  it('move-area answers the detail', async () => {
    const row = await newAppraisal(t.ctx.db, dealerId, open);
    const res = await post(`/api/appraisals/${row.id}/move-area`, { toArea: 'service' });
    expect(res.json()).toMatchObject({ area: 'service', users: [], financeBankKnown: expect.any(Boolean) });
  });
});
