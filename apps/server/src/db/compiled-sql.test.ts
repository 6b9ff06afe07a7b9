import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompiledSql, compiled, render, renderedFragment } from './compiled-sql';
import { appraisals as a } from './schema';

const where = (dealerId: number, since: Date) => and(eq(a.dealerId, dealerId), gte(a.createdAt, since))!;
const since = new Date('2026-01-02T03:04:05.000Z');
/** What the drivers run: the text and the parameters (typings serve other drivers). */
const run = (expression: SQL) => {
  const { sql: text, params } = render(expression);
  return { sql: text, params };
};

describe('CompiledSql', () => {
  const template = (s: { where: SQL; limit: SQL; ids: SQL }) =>
    sql`select ${a.id} from ${a} where ${s.where} and ${a.id} = any(${s.ids}::int[]) limit ${s.limit}`;
  const statement = new CompiledSql<'where' | 'limit' | 'ids'>(template);

  it('renders what the template renders with the values in place, fragments renumbered', () => {
    const filled = statement.fill({ where: where(7, since), limit: 25, ids: [1, 2] });
    expect(run(filled)).toEqual(
      run(template({ where: where(7, since), limit: sql`${25}`, ids: sql`${sql.param([1, 2])}` })),
    );
    expect(render(filled).params).toEqual([7, since.toISOString(), [1, 2], 25]);
  });

  it('splices SQL it already knows (a rendered fragment, a compiled expression, another fill) as text', () => {
    const rendered = renderedFragment(render(where(7, since)));
    const expected = run(template({ where: where(7, since), limit: sql`${25}`, ids: sql`${sql.param([1, 2])}` }));
    expect(run(statement.fill({ where: rendered, limit: 25, ids: [1, 2] }))).toEqual(expected);
    const inner = new CompiledSql<'dealerId'>((s) => sql`${a.dealerId} = ${s.dealerId}`);
    const outer = new CompiledSql<'cond' | 'order' | 'year'>(
      (s) => sql`select 1 from ${a} where ${s.cond} and ${a.year} > ${s.year} order by ${s.order}`,
    );
    expect(
      run(outer.fill({ cond: inner.fill({ dealerId: 3 }), order: compiled(sql`${a.id} desc`), year: 2000 })),
    ).toEqual(run(sql`select 1 from ${a} where ${a.dealerId} = ${3} and ${a.year} > ${2000} order by ${a.id} desc`));
  });

  it('with values only, answers the same text every time (nothing to render or hash again)', () => {
    const values = new CompiledSql<'dealerId' | 'ids'>(
      (s) => sql`select 1 from ${a} where ${a.dealerId} = ${s.dealerId} and ${a.id} = any(${s.ids}::int[])`,
    );
    const first = render(values.fill({ dealerId: 1, ids: [3] }));
    const second = render(values.fill({ dealerId: 2, ids: [4, 5] }));
    expect(second.sql).toBe(first.sql);
    expect(second.params).toEqual([2, [4, 5]]);
    // Placed inside another expression it renders from its pieces, renumbered.
    const inner = values.fill({ dealerId: 9, ids: [6] });
    expect(run(sql`select ${'x'}, exists(${inner})`)).toEqual({
      sql: `select $1, exists(${first.sql.replace('$1', '$2').replace('$2::', '$3::')})`,
      params: ['x', 9, [6]],
    });
  });

  it('keeps the constants the template bound itself', () => {
    const withConstant = new CompiledSql<'id'>((s) => sql`select ${'fixed'} where id = ${s.id}`);
    expect(render(withConstant.fill({ id: 3 }))).toMatchObject({
      sql: 'select $1 where id = $2',
      params: ['fixed', 3],
    });
  });

  it('refuses text whose $n are not its parameters in order', () => {
    expect(() => new CompiledSql<'id'>((s) => sql`select ${sql.raw("'$1'")}, ${s.id}`)).toThrow(/in order/);
  });
});

describe('renderedFragment', () => {
  it('places a rendered expression in another as if it were the expression', () => {
    const outer = (w: SQL) => sql`select count(*) from ${a} where ${w} and ${a.year} > ${2000}`;
    expect(run(outer(renderedFragment(render(where(3, since)))))).toEqual(run(outer(where(3, since))));
  });
});

describe('compiled', () => {
  it('is the text of a constant expression, and refuses one with parameters', () => {
    expect(run(compiled(sql`${a.id} desc`))).toEqual({ sql: '"appraisals"."id" desc', params: [] });
    expect(() => compiled(sql`${a.id} = ${1}`)).toThrow(/no parameters/);
  });
});
