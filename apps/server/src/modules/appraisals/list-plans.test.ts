// The guard of issue 13: on PostgreSQL, with one dealer owning the oldest rows of the table (the
// layout that made the planner walk the primary key and filter out every other dealer's rows),
// every list, search and queue statement the API runs for that dealer reads an index led by
// dealer_id and does not filter out far more rows than it returns. It reads the plans' structure
// (EXPLAIN ANALYZE), never a time. PGlite plans a one-file database its own way: skipped there.
import { LEASE_MANAGEMENT_STAGES, SORT_OPTIONS, WORKFLOW_STAGES } from '@dealer/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingDatabase } from '../../../bench/bench-app';
import type { CapturedQuery } from '../../../bench/measure';
import { testDriver } from '../../../test/support/driver';
import { newDealer, newUser, TEST_PASSWORD } from '../../../test/support/factories';
import { explainAnalyze, indexLeaders, planProblems } from '../../../test/support/query-plans';
import { clonePgDatabase } from '../../../test/support/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const BIG = 20_000;
const OTHERS = 30_000;
const MODELS = [
  ['Honda', 'Civic', '2HGFC2F5'],
  ['Toyota', 'Camry', '4T1BF1FK'],
  ['Ford', 'F-150', '1FTEW1EP'],
  ['Chevrolet', 'Silverado', '1GCUYDED'],
  ['Nissan', 'Altima', '1N4AL3AP'],
  ['Subaru', 'Outback', '4S4BSANC'],
  ['Jeep', 'Wrangler', '1C4HJXDG'],
  ['Kia', 'Sorento', '5XYPGDA5'],
  ['Mazda', 'CX-5', 'JM3KFBCM'],
  ['BMW', 'X3', '5UXTY5C0'],
] as const;
const LAST = ['Smith', 'Garcia', 'Johnson', 'Nguyen', 'Brown', 'Patel', 'Miller', 'Lopez', 'Davis', 'Kim', 'Wilson'];
const DUPLICATE_VIN = '1HGCM82633A004352';
/** The VIN of the big dealer's row 12,345: a search that matches one record. */
const RARE_VIN = `${MODELS[12_345 % 10]![2]}${String(12_345).padStart(9, '0')}`;

/** About one row in 20 was bought (status 400), of every make and year (g % 17 is neither's). */
const BOUGHT = '((g * 23) % 20 > 2 and g % 17 = 5)';

const sqlArray = (items: readonly string[]) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

/**
 * One INSERT ... SELECT: the big dealer's 20,000 appraisals get ids 1-20,000, nine other dealers'
 * 30,000 follow. Every column a list, tab, queue or search reads varies with the row number.
 */
function loadStatement(big: number, others: number[]): string {
  const pick = (items: readonly string[], mul: number) => `(${sqlArray(items)})[1 + (g * ${mul}) % ${items.length}]`;
  return `insert into appraisals (dealer_id, area, appraisal_type_id, stage, lease_stage, vin, year, make, model,
      first_name, last_name, owner_status_id, adjusted_payoff_amount, offer_sent_at, offer_valid_until,
      offer_declined_at, auction_projected_equity, inspected_at, appraisal_status_id, deleted_at, created_at,
      mileage, inspected_mileage, status_changed_at, actual_cost)
    select case when g <= ${BIG} then ${big} else (array[${others.join(',')}])[1 + g % ${others.length}] end,
      area, case when area = 'lease' or (g * 41) % 6 = 0 then 2 else 1 end,
      ${pick(WORKFLOW_STAGES, 43)}, ${pick(LEASE_MANAGEMENT_STAGES, 47)},
      case when g % 5000 = 7 then '${DUPLICATE_VIN}' else (${sqlArray(MODELS.map((m) => m[2]))})[1 + g % 10] || lpad(g::text, 9, '0') end,
      2008 + (g * 3) % 16, (${sqlArray(MODELS.map((m) => m[0]))})[1 + g % 10], (${sqlArray(MODELS.map((m) => m[1]))})[1 + g % 10],
      'Pat', ${pick(LAST, 7)}, 1 + (g * 11) % 3,
      case when (g * 13) % 4 = 0 then null else 12000 end,
      case when (g * 17) % 5 = 0 then now() - (g % 7) * interval '1 day' end,
      case when (g * 17) % 5 = 0 then now() + (7 - g % 7) * interval '1 day' - interval '1 hour' end,
      case when (g * 17) % 5 = 0 and (g * 19) % 3 = 0 then now() end,
      (g * 37) % 15000 - 3000, case when g % 3 = 0 then now() end,
      case when (g * 23) % 20 = 0 then 3 when (g * 23) % 20 = 1 then 1 when (g * 23) % 20 = 2 then 2
        when ${BOUGHT} then 400 end,
      case when (g * 29) % 33 = 0 then now() - interval '3 days' end,
      now() - ((g * 7919) % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
      5000 + (g * 97) % 150000, case when g % 3 = 0 then 5000 + (g * 89) % 150000 end,
      case when (g * 23) % 20 <= 2 or ${BOUGHT} then now() - ((g * 6007) % 700) * interval '1 day' end,
      case when ${BOUGHT} and g % 7 > 0 then 8000 + (g * 53) % 30000 end
    from (select g, ${pick(['buying', 'buying', 'buying', 'buying', 'service', 'showroom', 'lease'], 31)} as area
      from generate_series(1, ${BIG + OTHERS}) g) rows`;
}

const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();
const list = (filter: Record<string, unknown>, sort = ['id', 'DESC'], range = [0, 24]) =>
  `/api/appraisals?${q({ filter, range, sort })}`;
const search = (text: string) => `/api/global_search?${q({ filter: { q: text }, range: [0, 24] })}`;
const trades = { appraisalTypeId: 1, filterId: -4 };

/** Every list, tab, tab count, sort, search, queue, duplicate-VIN and stats drill-down the app asks for. */
const REQUESTS: [string, string][] = [
  ...SORT_OPTIONS.map((o): [string, string] => [`sort ${o.value}`, list(trades, [o.field, o.order])]),
  ...WORKFLOW_STAGES.map((s): [string, string] => [`tab ${s}`, list({ ...trades, stage: s })]),
  ...[7, 30, 90].map((days): [string, string] => [`last ${days} days`, list({ appraisalTypeId: 1, filterId: days })]),
  ['page 100', list(trades, ['id', 'DESC'], [2475, 2499])],
  ['text search, common name', list({ ...trades, q: 'garcia' })],
  ['text search, one VIN', list({ ...trades, q: RARE_VIN })],
  ['lease returns', list({ leases: true, filterId: 30 })],
  ...LEASE_MANAGEMENT_STAGES.map((s): [string, string] => [`lease tab ${s}`, list({ leases: true, stage: s })]),
  ['service', list({ service: true })],
  ['showroom', list({ showroom: true })],
  ['archived', list({ archived: true })],
  ['rejected', list({ appraisalStatusId: 3 })],
  ['duplicate VIN', list({ duplicateVin: DUPLICATE_VIN })],
  ['stats trade offers sent', list({ statsAppType: 'trade', statsSubType: 'offers-sent', filterId: 30 })],
  ['stats returns grounding', list({ statsAppType: 'returns', statsSubType: 'grounding', filterId: -4 })],
  ['stats drill-down, 365 days', list({ statsAppType: 'trade', statsSubType: 'offers-sent', days: 365 })],
  ['stats drill-down, inspected, 30 days', list({ statsAppType: 'trade', statsSubType: 'inspected', days: 30 })],
  [
    'tab counts, buying center',
    `/api/appraisals/counts?${new URLSearchParams({ filter: JSON.stringify(trades), by: 'stage' })}`,
  ],
  [
    'tab counts, lease returns',
    `/api/appraisals/counts?${new URLSearchParams({ filter: JSON.stringify({ leases: true, filterId: 30 }), by: 'leaseStage' })}`,
  ],
  ['queue missing payoff', `/api/missing_payoff_appraisals?${q({ range: [0, 4] })}`],
  ['queue awaiting inspection', `/api/awaiting_inspection_appraisals?${q({ range: [0, 4] })}`],
  ['queue resend offer', `/api/resend_offer_appraisals?${q({ range: [0, 4] })}`],
  ['queue high equity', `/api/high_equity_appraisals?${q({ range: [0, 4] })}`],
  ['queue expiring offers', `/api/expiring_offer_appraisals?${q({ range: [0, 4] })}`],
  ['global search, model', search('civic')],
  ['global search, VIN part', search('2hgfc2f5')],
  ['global search, one VIN', search(RARE_VIN.slice(4))],
];

describe.skipIf(testDriver() !== 'pg')('list plans when one dealer owns the oldest rows', () => {
  let close: () => Promise<void>;
  let capture: (run: () => Promise<unknown>) => Promise<CapturedQuery[]>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let raw: pg.Client;
  let headers: Record<string, string>;
  let leaders: Map<string, string>;
  let bigDealerId: number;

  beforeAll(async () => {
    const clone = await clonePgDatabase();
    const captured = capturingDatabase({ databaseUrl: clone.url });
    capture = captured.capture;
    const { db } = captured.database;
    const big = await newDealer(db);
    bigDealerId = big.id;
    const others = await Promise.all(Array.from({ length: 9 }, () => newDealer(db)));
    const user = await newUser(db, { dealerIds: [big.id], roles: ['DEALER_ADMIN'] });
    raw = new pg.Client({ connectionString: clone.url });
    await raw.connect();
    // The load's triggers only move dealer versions on (list totals); 50,000 of them cost seconds.
    await raw.query('set session_replication_role = replica');
    await raw.query(
      loadStatement(
        big.id,
        others.map((d) => d.id),
      ),
    );
    await raw.query('reset session_replication_role');
    await raw.query('vacuum analyze appraisals');
    leaders = await indexLeaders(raw, 'appraisals');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOGIN_MAX_ATTEMPTS_PER_IP: '10000' });
    ({ app } = await buildApp({ config, database: captured.database, outboxWorker: 'manual' }));
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'da_session')!;
    headers = { cookie: `da_session=${cookie.value}`, 'x-dealer-id': String(big.id) };
    close = async () => {
      await app.close();
      await raw.end();
      await captured.database.close();
      await clone.close();
    };
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  /** The statements one request runs on appraisals, and what is wrong with how their plans read it. */
  async function planOf(url: string) {
    let status = 0;
    const queries = await capture(async () => {
      status = (await app.inject({ method: 'GET', url, headers })).statusCode;
    });
    expect(status).toBe(200);
    const statements = queries.filter((query) => /\bappraisals\b/.test(query.text));
    expect(statements.length).toBeGreaterThan(0);
    const problems = [];
    const plans: string[] = [];
    for (const statement of statements) {
      const plan = await explainAnalyze(raw, statement);
      plans.push(JSON.stringify(plan));
      problems.push(...planProblems(plan, 'appraisals', leaders, 'dealer_id'));
    }
    return { problems, plans };
  }

  it.each(REQUESTS)('%s reads only dealer-led indexes and the rows it returns', async (_name, url) => {
    expect((await planOf(url)).problems).toEqual([]);
  });

  it("reads a record's comparable purchases, and the list of them, through the comparable index", async () => {
    // An open record of the big dealer with a purchase of the same vehicle near its odometer this
    // year, among the dealer's 900 purchases (of every make, spread over two years).
    const { rows } = await raw.query<{ id: number }>(
      `select s.id from appraisals s where s.dealer_id = $1 and s.appraisal_status_id is null and s.deleted_at is null
        and exists (select from appraisals b where b.dealer_id = s.dealer_id and b.appraisal_status_id = 400
          and b.deleted_at is null and b.make = s.make and b.model = s.model and b.year = s.year
          and b.status_changed_at > now() - interval '300 days'
          and abs(coalesce(b.inspected_mileage, b.mileage) - coalesce(s.inspected_mileage, s.mileage)) < 10000)
        order by s.id limit 1`,
      [bigDealerId],
    );
    const id = rows[0]!.id;
    const panel = await app.inject({ method: 'GET', url: `/api/appraisals/${id}/comparable_purchases`, headers });
    expect(panel.json().count).toBeGreaterThan(0);
    for (const url of [
      `/api/appraisals/${id}/comparable_purchases`,
      list({ comparableTo: id }),
      list({ comparableTo: id }, ['expectedTotalProfit', 'DESC']),
    ]) {
      const { problems, plans } = await planOf(url);
      expect(problems, url).toEqual([]);
      const band = plans.filter((plan) => plan.includes('status_changed_at'));
      expect(band.length, url).toBeGreaterThan(0);
      for (const plan of band) expect(plan, url).toContain('"Index Name":"appraisals_comparable_idx"');
    }
  });

  it("draws a page's rows with the statement's kept plan, a page of one row too", async () => {
    const queries = await capture(() =>
      app.inject({ method: 'GET', url: list({ duplicateVin: DUPLICATE_VIN }), headers }),
    );
    const rows = queries.find((query) => /with ordinality/.test(query.text))!;
    const [ids, dealerId] = rows.values as [number[], number];
    await raw.query(`prepare page_rows as ${rows.text}`);
    // PostgreSQL plans for the values five times, then keeps one plan unless those looked cheaper.
    for (let i = 0; i < 10; i++) await raw.query(`execute page_rows('{${ids[0]}}', ${dealerId})`);
    const { rows: counts } = await raw.query<{ generic_plans: string; custom_plans: string }>(
      "select generic_plans, custom_plans from pg_prepared_statements where name = 'page_rows'",
    );
    await raw.query('deallocate page_rows');
    expect(counts[0]).toEqual({ generic_plans: '5', custom_plans: '5' });
  });

  it('finds a rare term through the dealer-led trigram index instead of walking the dealer rows', async () => {
    const queries = await capture(() => app.inject({ method: 'GET', url: search(RARE_VIN.slice(4)), headers }));
    const page = queries.find((query) => /offset/.test(query.text))!;
    const plan = JSON.stringify(await explainAnalyze(raw, page));
    expect(plan).toContain('"Index Name":"appraisals_search_idx"');
  });
});
