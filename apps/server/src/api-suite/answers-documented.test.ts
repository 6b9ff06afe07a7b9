import { isValueField, VALUE_DATA_KEYWORD } from '@dealer/domain';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, expect, test } from 'vitest';
import { createSuiteWorld } from '../../test/support/api-suite/world';

/**
 * The OpenAPI document tells an outside client what every operation answers: each declares its
 * success answer (a JSON schema, or a file's media type, or a redirect), and a well-kept generator
 * (openapi-typescript) turns every one of them into a type, none of them `unknown`.
 */
const world = await createSuiteWorld();
afterAll(() => world.t.close());

const isSuccess = (status: string) => /^[23]/.test(status);

test('every operation declares its success answer', () => {
  const missing = world.ops
    .filter((op) => {
      const successes = Object.entries(op.answers).filter(([status]) => isSuccess(status));
      if (successes.length === 0) return true;
      // A 2xx with a body names its media type and schema; 204 and redirects have none.
      return successes.some(
        ([status, answer]) => /^2/.test(status) && status !== '204' && Object.keys(answer.content ?? {}).length === 0,
      );
    })
    .map((op) => op.key);
  expect(missing, 'declare `response` on these routes, with a schema from packages/domain').toEqual([]);
});

test('openapi-typescript types every success answer', async () => {
  const untyped: string[] = [];
  const doc = world.t.app.swagger();
  const ast = await openapiTS(JSON.parse(JSON.stringify(doc)), {
    postTransform(type, options) {
      const at = decodeURIComponent(options.path ?? '').replaceAll('~1', '/');
      if (/\/responses\/2\d\d\/content\/application\/json$/.test(at) && type.kind === ts.SyntaxKind.UnknownKeyword)
        untyped.push(at);
      return undefined;
    },
  });
  const source = astToString(ast);
  expect(source).toContain('operations');
  expect(untyped, 'these answers come out as `unknown` in generated types').toEqual([]);
});

/** Every property of a JSON schema, at any depth, with its name. */
function* propertiesOf(schema: unknown): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(schema)) for (const item of schema) yield* propertiesOf(item);
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  for (const [name, inner] of Object.entries((node.properties as Record<string, unknown>) ?? {})) {
    yield [name, inner as Record<string, unknown>];
    yield* propertiesOf(inner);
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf']) yield* propertiesOf(node[key]);
}

test('value fields are marked as such in every answer, and only they', () => {
  const problems: string[] = [];
  for (const op of world.ops) {
    for (const [status, answer] of Object.entries(op.answers)) {
      if (!/^2/.test(status)) continue;
      for (const [name, property] of propertiesOf(answer.content?.['application/json']?.schema)) {
        const marked = property[VALUE_DATA_KEYWORD] === true;
        if (marked !== isValueField(name))
          problems.push(`${op.key} ${status} ${name}: ${marked ? 'marked, not in VALUE_FIELDS' : 'not marked'}`);
      }
    }
  }
  expect(problems, 'build value fields with valueField() of packages/domain').toEqual([]);
});
