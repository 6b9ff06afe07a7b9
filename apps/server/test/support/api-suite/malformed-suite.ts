import { afterAll, describe, expect, test } from 'vitest';
import { answerProblem, reportFailures } from './answers';
import { malformedVariants } from './variants';
import { createSuiteWorld } from './world';

/** How many files share the operations, so vitest runs them side by side. */
export const MALFORMED_SHARDS = 3;

/**
 * Every operation of shard `shard` of the OpenAPI document, fed malformed input: wrong types,
 * missing fields, NUL bytes, huge strings, deep nesting, out-of-range numbers, bad ids, bad
 * headers. Each answer is a 4xx (or, where the input may be acceptable, anything but a 5xx) with
 * the standard error body, and never a stack or SQL.
 */
export async function malformedInputSuite(shard: number): Promise<void> {
  const world = await createSuiteWorld();
  afterAll(() => world.t.close());
  const ops = world.ops.filter((_op, i) => i % MALFORMED_SHARDS === shard);
  let sent = 0;

  describe(`malformed input never fails the server (shard ${shard + 1} of ${MALFORMED_SHARDS})`, () => {
    for (const op of ops) {
      test(op.key, async () => {
        await world.keepSignedIn();
        const variants = malformedVariants(op, world);
        expect(variants.length, `${op.key} has too few malformed variants`).toBeGreaterThanOrEqual(25);
        const failures: string[] = [];
        for (const variant of variants) {
          const res = await world.send(variant.options);
          sent += 1;
          const problem = answerProblem(res, variant.strict);
          if (problem) failures.push(`${op.key} with ${variant.label}: ${problem}`);
        }
        reportFailures(failures);
        expect(failures).toEqual([]);
      });
    }
    afterAll(() => {
      if (process.env.API_SUITE_STATS) console.log(`malformed input shard ${shard + 1}: ${sent} requests`);
    });
  });
}
