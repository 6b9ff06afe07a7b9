import { ROLE_NAMES } from '@dealer/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { newAppraisal, newDealer, newUser } from '../factories';
import { TEST_DEALER } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { apiOperations, type Operation } from './operations';

/**
 * What the route-wide suites call with: one app and database per test file, dealer A with a user
 * holding every role (so only input decides the answer), dealer B with its own appraisal.
 */
export interface SuiteWorld {
  t: TestApp;
  ops: Operation[];
  dealerId: number;
  slug: string;
  /** Every role at dealer A. */
  admin: string;
  ownAppraisalId: number;
  otherDealerId: number;
  otherAppraisalId: number;
  send(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs the admin in again when an operation ended the session (sign-out, password change). */
  keepSignedIn(): Promise<void>;
}

let address = 0;
/**
 * Each request comes from its own address, so per-address rate limits on public routes never turn
 * a malformed request into a 429 before it reaches validation.
 */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export async function createSuiteWorld(): Promise<SuiteWorld> {
  // Sign-in failures per account are throttled; the suites fail sign-ins on purpose, many times.
  const t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000' });
  const dealer = await newDealer(t.ctx.db, TEST_DEALER);
  const other = await newDealer(t.ctx.db);
  const adminUser = await newUser(t.ctx.db, {
    dealerIds: [dealer.id],
    roles: ROLE_NAMES.filter((r) => r !== 'DEALER'),
  });
  const own = await newAppraisal(t.ctx.db, dealer.id, { appraisalTypeId: 1 });
  const foreign = await newAppraisal(t.ctx.db, other.id);
  // API_SUITE_STATS=1 prints how many requests each file of the suite sent (sign-ins included).
  let sent = 0;
  const { close, login } = t;
  t.login = (email, password) => {
    sent += 1;
    return login(email, password);
  };
  t.close = async () => {
    if (process.env.API_SUITE_STATS) console.log(`api-suite file sent ${sent} requests`);
    await close();
  };
  const world: SuiteWorld = {
    t,
    ops: await apiOperations(t.app),
    dealerId: dealer.id,
    slug: dealer.slug,
    admin: await t.login(adminUser.email),
    ownAppraisalId: own.id,
    otherDealerId: other.id,
    otherAppraisalId: foreign.id,
    send: (options) => {
      sent += 1;
      return t.app.inject({ remoteAddress: nextAddress(), ...options });
    },
    async keepSignedIn() {
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: world.admin } });
      if (res.statusCode === 401) world.admin = await t.login(adminUser.email);
    },
  };
  return world;
}
