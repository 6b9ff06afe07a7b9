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
  return new KnownSql([text], []);
}

const chunksOf = (texts: string[], values: unknown[]): SQLChunk[] =>
  texts.flatMap((text, i) => (i < values.length ? [sql.raw(text), sql.param(values[i])] : [sql.raw(text)]));

/**
 * SQL whose text is already known: the text between its parameters, and their values. Placed in a
 * CompiledSql it is spliced in as text; inside any other expression drizzle renders its pieces;
 * run on its own (db.execute) it answers its text without rendering anything.
 */
class KnownSql extends SQL {
  private text: string | undefined;

  constructor(
    readonly texts: string[],
    readonly values: unknown[],
    text?: string,
  ) {
    super(chunksOf(texts, values));
    this.text = text;
  }

  override toQuery(): Query {
    // A statement with no fragment spliced in answers its template's text: the same string every
    // time, so the pool, which names prepared statements by their text, finds it without hashing again.
    this.text ??= this.texts.reduce((text, piece, i) => `${text}$${i}${piece}`);
    return { sql: this.text, params: this.values };
  }
}

/** Text pieces between parameters, and what fills each parameter: a slot by name or a constant. */
interface Shape {
  text: string;
  pieces: string[];
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
    pieces: parts.filter((_, i) => i % 2 === 0),
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

  /**
   * Each slot's value: a value bound as one parameter (an array included), or SQL. SQL already
   * known (compiled, renderedFragment, another fill) is spliced in as text; any other is rendered
   * by drizzle.
   */
  fill(values: Record<Slot, unknown>): SQL {
    const { text, pieces, params } = this.shape;
    const texts = [pieces[0]!];
    const bound: unknown[] = [];
    let spliced = false;
    for (const [i, param] of params.entries()) {
      const value = 'slot' in param ? values[param.slot as Slot] : param.value;
      if (value instanceof KnownSql) {
        // Its first piece joins the text before the slot, its last the text after.
        spliced = true;
        const last = texts.length - 1;
        texts[last] = `${texts[last]}${value.texts[0]}`;
        bound.push(...value.values);
        texts.push(...value.texts.slice(1));
        texts[texts.length - 1] = `${texts.at(-1)}${pieces[i + 1]}`;
      } else if (value instanceof SQL) {
        return this.rendered(values);
      } else {
        bound.push(value);
        texts.push(pieces[i + 1]!);
      }
    }
    return new KnownSql(texts, bound, spliced ? undefined : text);
  }

  /** The fill of a slot given SQL drizzle must render. */
  private rendered(values: Record<Slot, unknown>): SQL {
    const { pieces, params } = this.shape;
    const chunks: SQLChunk[] = [sql.raw(pieces[0]!)];
    params.forEach((param, i) => {
      const value = 'slot' in param ? values[param.slot as Slot] : param.value;
      chunks.push(value instanceof SQL ? value : sql.param(value), sql.raw(pieces[i + 1]!));
    });
    return new SQL(chunks);
  }
}

/** An expression already rendered (its text and parameters), as a fragment to place in others. */
export function renderedFragment(query: Query): SQL {
  const { pieces, params } = shapeOf(query);
  return new KnownSql(
    pieces,
    params.map((param) => {
      if ('slot' in param) throw new Error(`An unfilled slot ${param.slot} in ${query.sql}`);
      return param.value;
    }),
  );
}

/** An expression's text and parameters. */
export function render(expression: SQL): Query {
  return dialect.sqlToQuery(expression);
}
