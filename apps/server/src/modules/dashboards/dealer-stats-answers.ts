/**
 * What one /dealer_stats answer was made from, per dealer of the scope in order: its name and
 * slug, whether its value figures show, and its counts (the memo's object, replaced when the
 * dealer is counted again).
 */
export type StatsSource = readonly [name: string, slug: string, withValues: boolean, counts: object | undefined];

interface Answer {
  sources: readonly StatsSource[];
  body: Buffer;
}

const sameSources = (a: readonly StatsSource[], b: readonly StatsSource[]) =>
  a.length === b.length && a.every((s, i) => s.every((part, j) => part === b[i]![j]));

/**
 * The last answer of each scope and window, as the bytes sent. A group's statistics are read again
 * and again while few of its dealers change: when every source is the one the answer was made
 * from, the same bytes go out. A 500-dealer group's answer is 1,000 rows (365 kB); building and
 * encoding it on every request cost more server time than all of its SQL. Bounded, least recently
 * used first.
 */
export class StatsAnswers {
  private readonly answers = new Map<string, Answer>();

  constructor(private readonly capacity = 50) {}

  find(key: string, sources: readonly StatsSource[]): Buffer | undefined {
    const answer = this.answers.get(key);
    if (!answer || !sameSources(answer.sources, sources)) return undefined;
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer.body;
  }

  keep(key: string, sources: readonly StatsSource[], body: Buffer): Buffer {
    this.answers.delete(key);
    this.answers.set(key, { sources, body });
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value as string);
    return body;
  }
}

const perDatabase = new WeakMap<object, StatsAnswers>();

/** The answers of one database handle (tests run many apps, each on its own database, in one process). */
export function statsAnswersOf(db: object): StatsAnswers {
  let answers = perDatabase.get(db);
  if (!answers) {
    answers = new StatsAnswers();
    perDatabase.set(db, answers);
  }
  return answers;
}
