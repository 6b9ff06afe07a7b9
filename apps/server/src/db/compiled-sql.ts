import { Placeholder, type Query, SQL, type SQLChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A constant expression (no parameters) as one piece of text, rendered once: drizzle walks an
 * expression's tree on every render, checking each of its pieces against a dozen classes.
 */
export function compiled(expression: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(expression);
  if (params.length > 0) throw new Error(`A compiled expression takes no parameters: ${text}`);
  return sql.raw(text);
}

/**
 * SQL whose text is already known. Inside another expression it renders from its pieces (text and
 * parameters, a few chunks); run on its own (db.execute) it answers that text as is, the same
 * string every time, so nothing is rendered or hashed again (the pool names prepared statements
 * by their text).
 */
class KnownSql extends SQL {
  constructor(
    chunks: SQLChunk[],
    private readonly known: Query,
  ) {
    super(chunks);
  }

  override toQuery(): Query {
    return this.known;
  }
}

/** Text pieces between parameters, and what fills each parameter: a slot by name or a constant. */
interface Shape {
  text: string;
  pieces: SQL[];
  params: ({ slot: string } | { value: unknown })[];
}

/** Splits rendered text at its parameters ($1, $2, ... in order: drizzle numbers them as it writes them). */
function shapeOf({ sql: text, params }: Query): Shape {
  const parts = text.split(/\$(\d+)\b/);
  const numbers = parts.filter((_, i) => i % 2 === 1).map(Number);
  if (numbers.length !== params.length || numbers.some((n, i) => n !== i + 1)) {
    throw new Error(`Parameters not numbered in order in: ${text}`);
  }
  return {
    text,
    pieces: parts.filter((_, i) => i % 2 === 0).map((piece) => sql.raw(piece)),
    params: params.map((p) => (p instanceof Placeholder ? { slot: p.name } : { value: p })),
  };
}

/**
 * An SQL template rendered to text once, its slots (sql.placeholder) filled on each use: the
 * statements every list request runs, built from hundreds of pieces, then cost a string join.
 */
export class CompiledSql<Slot extends string> {
  private readonly shape: Shape;

  constructor(template: (slots: Record<Slot, SQL>) => SQL) {
    const slots = new Proxy({} as Record<Slot, SQL>, {
      get: (_, name) => sql`${sql.placeholder(String(name))}`,
    });
    this.shape = shapeOf(dialect.sqlToQuery(template(slots)));
  }

  /** Each slot's value: an SQL fragment, or a value bound as one parameter (an array included). */
  fill(values: Record<Slot, unknown>): SQL {
    const { text, pieces, params } = this.shape;
    const chunks: SQLChunk[] = [pieces[0]!];
    const bound: unknown[] = [];
    let known = true;
    params.forEach((param, i) => {
      const value = 'slot' in param ? values[param.slot as Slot] : param.value;
      if (value instanceof SQL) known = false;
      else bound.push(value);
      chunks.push(value instanceof SQL ? value : sql.param(value), pieces[i + 1]!);
    });
    return known ? new KnownSql(chunks, { sql: text, params: bound }) : new SQL(chunks);
  }
}

/** An expression already rendered (its text and parameters), as a fragment to place in others. */
export function renderedFragment(query: Query): SQL {
  const { pieces, params } = shapeOf(query);
  const chunks: SQLChunk[] = [pieces[0]!];
  params.forEach((param, i) => {
    if ('slot' in param) throw new Error(`An unfilled slot ${param.slot} in ${query.sql}`);
    chunks.push(sql.param(param.value), pieces[i + 1]!);
  });
  return new SQL(chunks);
}

/** An expression's text and parameters. */
export function render(expression: SQL): Query {
  return dialect.sqlToQuery(expression);
}
