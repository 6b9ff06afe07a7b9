import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { answerProblem } from '../../test/support/api-suite/answers';
import { urlOf } from '../../test/support/api-suite/operations';
import { ID_NAMES_NO_DEALER_RECORD, sampleBody, samplePathValues } from '../../test/support/api-suite/samples';
import { createSuiteWorld } from '../../test/support/api-suite/world';
import { activity, appraisals } from '../db/schema';

/**
 * Every operation of the OpenAPI document: without a session a 401 (unless public); with another
 * dealer's x-dealer-id a 403; naming another dealer's appraisal a 404, that record unchanged.
 */
const world = await createSuiteWorld();
afterAll(() => world.t.close());

const request = (op: (typeof world.ops)[number], headers: Record<string, string>, id?: number) => {
  const values = samplePathValues(op, world);
  if (id !== undefined) values.id = String(id);
  const body = sampleBody(op);
  return world.send({
    method: op.method,
    url: urlOf(op, values),
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
};

/** Dealer B's appraisal and its history, to prove a refused call changed nothing. */
async function foreignRecord() {
  const [row] = await world.t.ctx.db.select().from(appraisals).where(eq(appraisals.id, world.otherAppraisalId));
  const history = await world.t.ctx.db.select().from(activity).where(eq(activity.appraisalId, world.otherAppraisalId));
  return { row, history };
}

describe.each(world.ops.map((op) => [op.key, op] as const))('%s', (_key, op) => {
  test.skipIf(op.access === 'public')('without a session: 401', async () => {
    const res = await request(op, { 'x-dealer-id': String(world.dealerId) });
    expect(res.statusCode, `${op.key}: ${res.body}`).toBe(401);
    expect(answerProblem(res, true)).toBeNull();
  });

  test('with a dealer the user does not belong to: 403', async () => {
    await world.keepSignedIn();
    const res = await request(op, { cookie: world.admin, 'x-dealer-id': String(world.otherDealerId) });
    expect(res.statusCode, `${op.key}: ${res.body}`).toBe(403);
    expect(answerProblem(res, true)).toBeNull();
  });

  const namesAppraisal = op.pathParams.some((p) => p.name === 'id') && !ID_NAMES_NO_DEALER_RECORD.has(op.key);
  test.skipIf(!namesAppraisal)("naming another dealer's appraisal: 404", async () => {
    await world.keepSignedIn();
    const before = await foreignRecord();
    const res = await request(
      op,
      { cookie: world.admin, 'x-dealer-id': String(world.dealerId) },
      world.otherAppraisalId,
    );
    const hint = res.statusCode === 400 ? ' (is the sample body right? see test/support/api-suite/samples.ts)' : '';
    expect(res.statusCode, `${op.key}: ${res.body}${hint}`).toBe(404);
    expect(answerProblem(res, true)).toBeNull();
    expect(await foreignRecord()).toEqual(before);
  });
});
