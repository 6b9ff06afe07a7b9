import { ROLE_NAMES, type RoleName } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerProblem, documentedAnswerProblem } from '../../test/support/api-suite/answers';
import { urlOf } from '../../test/support/api-suite/operations';
import { ROUTE_PERMISSIONS } from '../../test/support/api-suite/route-permissions';
import { sampleBody, samplePathValues } from '../../test/support/api-suite/samples';
import { createSuiteWorld } from '../../test/support/api-suite/world';
import { newAppraisals, newUser } from '../../test/support/factories';

/**
 * Every operation as every role: a 403 exactly where the domain's permission function (declared
 * per operation in route-permissions.ts) says no, and never a 401, 403 or 5xx where it says yes;
 * every success answer matches the schema the OpenAPI document declares for it.
 */
const world = await createSuiteWorld();
afterAll(() => world.t.close());

/**
 * The record an operation acts on unless it names a kind: open (no status, not deleted), so no
 * answer depends on what the demo generator happened to draw for the tests before it.
 */
const OPEN_RECORD = { appraisalStatusId: null, deletedAt: null };

const held = (role: RoleName): RoleName[] => (role === 'DEALER' ? ['DEALER'] : ['DEALER', role]);
const emails = new Map<RoleName, string>();
const cookies = new Map<RoleName, string>();

beforeAll(async () => {
  for (const role of ROLE_NAMES) {
    const user = await newUser(world.t.ctx.db, { dealerIds: [world.dealerId], roles: role === 'DEALER' ? [] : [role] });
    emails.set(role, user.email);
    cookies.set(role, await world.t.login(user.email));
  }
});

test('every operation of the OpenAPI document declares who may call it', () => {
  const keys = world.ops.map((op) => op.key);
  const missing = keys.filter((key) => !(key in ROUTE_PERMISSIONS));
  const stale = Object.keys(ROUTE_PERMISSIONS).filter((key) => !keys.includes(key));
  expect(missing, 'add these operations to test/support/api-suite/route-permissions.ts').toEqual([]);
  expect(stale, 'these entries of route-permissions.ts name no operation').toEqual([]);
});

describe('role matrix', () => {
  for (const op of world.ops) {
    const permission = ROUTE_PERMISSIONS[op.key];
    if (!permission) continue;
    test(op.key, async () => {
      const problems: string[] = [];
      const statuses = new Set<number>();
      // A fresh record per role, so one role's change (archive, status) does not decide the next's answer.
      const hasId = op.pathParams.some((p) => p.name === 'id');
      const records = hasId
        ? await newAppraisals(world.t.ctx.db, world.dealerId, ROLE_NAMES.length, permission.record ?? OPEN_RECORD)
        : [];
      for (const [i, role] of ROLE_NAMES.entries()) {
        const values = samplePathValues(op, world);
        if (hasId) values.id = String(records[i]!.id);
        const body = sampleBody(op);
        const call = () =>
          world.send({
            method: op.method,
            url: urlOf(op, values),
            headers: { cookie: cookies.get(role)!, 'x-dealer-id': String(world.dealerId) },
            ...(body === undefined ? {} : { payload: body as object }),
          });
        let res = await call();
        if (res.statusCode === 401 && op.access !== 'public') {
          // An earlier operation (sign-out) ended this role's session: sign in again once.
          cookies.set(role, await world.t.login(emails.get(role)!));
          res = await call();
        }
        const allowed = permission.allowed(held(role));
        const problem = answerProblem(res, false) ?? documentedAnswerProblem(op, res);
        statuses.add(res.statusCode);
        if (problem) problems.push(`${role}: ${problem}`);
        else if (permission.roleFree) continue;
        else if (!allowed && res.statusCode !== 403)
          problems.push(`${role}: the domain says no, the route answered ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (allowed && (res.statusCode === 403 || res.statusCode === 401))
          problems.push(`${role}: the domain says yes, the route answered ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      if (permission.roleFree && statuses.size > 1)
        problems.push(`no role check is declared, yet the roles got different answers: ${[...statuses].join(', ')}`);
      expect(problems, `${op.key} disagrees with the domain's permission functions`).toEqual([]);
    });
  }
});
