import type { AppraisalListFilter } from '@dealer/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listWhere, listWhereInputs } from './appraisal-filters';
import { type QueueCode, queueWhere, queueWhereInputs } from './appraisals.repository';
import { keptWhere, renderWhere } from './rendered-where';

const FILTERS: AppraisalListFilter[] = [
  {},
  { appraisalTypeId: 1, filterId: 30 },
  { appraisalTypeId: 1, filterId: -4 },
  { appraisalTypeId: 1, filterId: 0 },
  { appraisalTypeId: 1, filterId: -2, stage: 'payoff' },
  { leases: true, filterId: 30 },
  { filterId: -3, q: 'garcia' },
  { archived: true },
  { appraisalStatusId: null, tab: 'inspect' },
  { duplicateVin: '1hgcm82633a004352' },
];
// Two moments of one day, the next morning, and a month later.
const NOWS = ['2026-03-10T09:00:00', '2026-03-10T17:30:00', '2026-03-11T08:00:00', '2026-04-11T08:00:00'].map(
  (t) => new Date(t),
);

/** For every (inputs, build) case: cases with the same inputs must build the same WHERE. */
function expectInputsDecide(cases: { inputs: string | null; build: () => ReturnType<typeof listWhere> }[]) {
  const byInputs = new Map<string, string>();
  for (const { inputs, build } of cases) {
    if (inputs === null) continue;
    const key = renderWhere(build()).key;
    expect(byInputs.get(inputs) ?? key, inputs).toBe(key);
    byInputs.set(inputs, key);
  }
  return byInputs;
}

describe('the inputs a kept WHERE is found by', () => {
  it('name everything a list WHERE reads: the same inputs at any time are the same WHERE', () => {
    const cases = FILTERS.flatMap((f) =>
      NOWS.map((now) => ({ inputs: listWhereInputs(4, f, { now }), build: () => listWhere(4, f, { now }) })),
    );
    const kept = expectInputsDecide(cases);
    // The date windows move with the day: "Past 30 days" differs the next morning, "Any date" never does.
    const past30 = (now: Date) => listWhereInputs(4, { appraisalTypeId: 1, filterId: 30 }, { now });
    expect(past30(NOWS[0]!)).toBe(past30(NOWS[1]!));
    expect(past30(NOWS[0]!)).not.toBe(past30(NOWS[2]!));
    expect(listWhereInputs(4, { filterId: -4 }, { now: NOWS[0]! })).toBe(
      listWhereInputs(4, { filterId: -4 }, { now: NOWS[3]! }),
    );
    expect(listWhereInputs(5, { filterId: -4 }, { now: NOWS[0]! })).not.toBe(
      listWhereInputs(4, { filterId: -4 }, { now: NOWS[0]! }),
    );
    expect(kept.size).toBeGreaterThan(FILTERS.length);
  });

  it('name a dashboard window by its start: the same all day, another the next day', () => {
    const drill = { statsAppType: 'trade', statsSubType: 'offers-sent', days: 30 } as const;
    const [today, tomorrow] = [new Date('2026-02-08T06:00:00Z'), new Date('2026-02-09T06:00:00Z')];
    const cases = NOWS.flatMap((now) =>
      [today, tomorrow].map((since) => ({
        inputs: listWhereInputs(4, drill, { now, since }),
        build: () => listWhere(4, drill, { now, since }),
      })),
    );
    expect(expectInputsDecide(cases).size).toBe(2);
    expect(() => listWhere(4, drill, { now: NOWS[0]! })).toThrow(/listContext/);
  });

  it('name everything a queue WHERE reads, and are none for resend offer (48 hours before the request)', () => {
    const queues: QueueCode[] = ['mp', 'ai', 'he', 'ro'];
    expectInputsDecide(
      queues.flatMap((q) =>
        NOWS.map((now) => ({ inputs: queueWhereInputs(q, 4), build: () => queueWhere(q, 4, now) })),
      ),
    );
    expect(queueWhereInputs('ro', 4)).toBeNull();
    expect(queueWhereInputs('mp', 4)).not.toBe(queueWhereInputs('mp', 5));
  });
});

describe('keptWhere', () => {
  it('builds once per inputs, and every time without inputs', () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return sql`${builds} = 1`;
    };
    const first = keptWhere('["test", 1]', build);
    expect(keptWhere('["test", 1]', build)).toBe(first);
    expect(builds).toBe(1);
    keptWhere(null, build);
    keptWhere(null, build);
    expect(builds).toBe(3);
  });
});
