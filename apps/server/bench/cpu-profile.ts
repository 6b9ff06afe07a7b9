/** A V8 CPU profile (.cpuprofile), summarised: where the server's time went, by function and by package. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Sampled while the event loop waited (for the database, for requests): not CPU. */
  idleMs: number;
  /** Time spent in the function itself. */
  self: ProfileLine[];
  /** Time with the function anywhere on the stack (its callees included), counted once per sample. */
  inclusive: ProfileLine[];
  /** Self time by where the code lives: a package of node_modules, our src/ or bench/, node itself. */
  byPackage: ProfileLine[];
}

function packageOf(url: string): string {
  if (!url) return '(native/vm)';
  if (url.startsWith('node:')) return 'node:';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const ours = url.match(/\/(apps\/\w+\/(?:src|bench)|packages\/\w+\/src)\//);
  return ours ? ours[1]! : url;
}

const frameName = (f: CpuProfile['nodes'][number]['callFrame']) => {
  const file = f.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/');
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
};

function ranked(totals: Map<string, number>, totalMs: number, top: number): ProfileLine[] {
  return [...totals]
    .sort((x, y) => y[1] - x[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms, share: ms / totalMs }));
}

const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);

export function summariseProfile(profile: CpuProfile, top = 25): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    totalMs += ms;
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') idleMs += ms;
    add(self, frameName(leaf.callFrame), ms);
    add(byPackage, packageOf(leaf.callFrame.url), ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)!.callFrame);
      if (!seen.has(name)) {
        seen.add(name);
        add(inclusive, name, ms);
      }
    }
  });
  return {
    totalMs,
    idleMs,
    self: ranked(self, totalMs, top),
    inclusive: ranked(inclusive, totalMs, top),
    byPackage: ranked(byPackage, totalMs, top),
  };
}

export function printSummary(summary: ProfileSummary): string {
  const lines = (title: string, rows: ProfileLine[]) => [
    `\n${title}`,
    ...rows.map((r) => `${(r.share * 100).toFixed(1).padStart(5)}% ${r.ms.toFixed(0).padStart(6)} ms  ${r.name}`),
  ];
  return [
    `profile: ${summary.totalMs.toFixed(0)} ms sampled, ${summary.idleMs.toFixed(0)} ms of it idle`,
    ...lines('self time by package', summary.byPackage),
    ...lines('self time by function', summary.self),
    ...lines('total time (callees included) by function', summary.inclusive),
  ].join('\n');
}
