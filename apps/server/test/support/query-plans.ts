import type pg from 'pg';

/** One node of EXPLAIN (FORMAT JSON), the fields the guard reads. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** What is wrong with how one plan reads a table, in words a failing test can print. */
export interface PlanProblem {
  node: string;
  problem: string;
}

export async function explainAnalyze(client: pg.Client, query: pg.QueryConfig): Promise<PlanNode> {
  const { rows } = await client.query({ text: `explain (analyze, format json) ${query.text}`, values: query.values });
  return rows[0]['QUERY PLAN'][0].Plan as PlanNode;
}

/** The indexes of `table`, each with its first column. */
export async function indexLeaders(client: pg.Client, table: string): Promise<Map<string, string>> {
  const { rows } = await client.query<{ name: string; leader: string }>(
    `select c.relname as name, a.attname as leader from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
      where i.indrelid = $1::regclass`,
    [table],
  );
  return new Map(rows.map((r) => [r.name, r.leader]));
}

/**
 * Every way `plan` reads `table` that does not go through an index led by `leader`: a sequential
 * scan, one of the table's indexes led by another column (a primary-key lookup of one row per
 * loop, as the page's rows are fetched by id, excepted), or any node that filters out, or sorts,
 * more than `margin` times the rows it returns (and more than `floor`: a few rows left out of a
 * page are no walk).
 */
export function planProblems(
  plan: PlanNode,
  table: string,
  leaders: Map<string, string>,
  leader: string,
  { margin = 50, floor = 500 } = {},
): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const visit = (node: PlanNode) => {
    const index = node['Index Name'];
    const label = `${node['Node Type']}${index ? ` using ${index}` : ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`;
    if (node['Relation Name'] === table && node['Node Type'] === 'Seq Scan') {
      problems.push({ node: label, problem: 'reads the whole table' });
    }
    if (index && leaders.has(index) && leaders.get(index) !== leader) {
      const byKey = node['Actual Rows'] <= 1 && /^\(id = /.test(node['Index Cond'] ?? '');
      if (!byKey) problems.push({ node: label, problem: `index led by ${leaders.get(index)}, not ${leader}` });
    }
    const removed = node['Rows Removed by Filter'] ?? 0;
    if (removed > floor && removed > margin * node['Actual Rows']) {
      problems.push({ node: label, problem: `filters out ${removed} rows to return ${node['Actual Rows']}` });
    }
    // A sort (or incremental sort) that reads far more rows than it returns: a page no index gave in order.
    const sorted = node['Node Type'].endsWith('Sort') ? (node.Plans?.[0]?.['Actual Rows'] ?? 0) : 0;
    if (sorted > floor && sorted > margin * node['Actual Rows']) {
      problems.push({ node: label, problem: `sorts ${sorted} rows to return ${node['Actual Rows']}` });
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return problems;
}
