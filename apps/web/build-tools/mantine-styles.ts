import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';

/** Mantine's global files, which every component builds on (see @mantine/core/styles.css). */
const GLOBAL_FILES = ['baseline', 'default-css-variables', 'global'];
/** The other Mantine packages the app uses: they draw with @mantine/core's components too. */
const OTHER_PACKAGES = ['notifications', 'dropzone'];

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(f))
    .map((f) => join(dir, f));
}

/** The values (not types) named in `import { ... } from '<from>'` statements of a source text. */
function importedNames(source: string, from: string): string[] {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${from}['"]`, 'g');
  return [...source.matchAll(statement)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!),
  );
}

/** Every module a module of @mantine/core imports, directly or not (its relative imports). */
function reachedModules(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/from\s*["'](\.[^"']+)["']/g)) {
      pending.push(normalize(join(dirname(file), m[1]!)));
    }
  }
  return seen;
}

/**
 * The style files (`@mantine/core/styles/<name>.css`) the app can draw with: every value imported
 * from @mantine/core by our sources and by the other Mantine packages we use, followed through
 * @mantine/core's modules to each CSS module they reach (Select reaches Combobox, Input, Popover
 * and ScrollArea). In the order of @mantine/core/styles.css, which the cascade relies on.
 */
export function neededMantineStyles(srcDir: string, modulesDir: string): string[] {
  const core = join(modulesDir, '@mantine/core');
  const ours = filesUnder(srcDir, /(?<!\.test)\.tsx?$/).map((f) => readFileSync(f, 'utf8'));
  const theirs = OTHER_PACKAGES.map((p) => join(modulesDir, '@mantine', p, 'esm'))
    .filter(existsSync)
    .flatMap((dir) => filesUnder(dir, /\.mjs$/).map((f) => readFileSync(f, 'utf8')));
  const names = new Set([
    ...ours.flatMap((s) => importedNames(s, '@mantine/core')),
    ...theirs.flatMap((s) => importedNames(s, '@mantine/core')),
  ]);
  // The core's index imports each export from its module: `import { Select } from "./components/…"`.
  const index = readFileSync(join(core, 'esm/index.mjs'), 'utf8');
  const entries = [...index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)]
    .filter((m) => m[1]!.split(',').some((n) => names.has(n.trim().split(/\s+as\s+/)[0]!)))
    .map((m) => normalize(join(core, 'esm', m[2]!)));
  const styled = [...reachedModules(entries)]
    .filter((f) => f.endsWith('.module.mjs'))
    .map((f) => basename(f, '.module.mjs'));
  const whole = readFileSync(join(core, 'styles.css'), 'utf8');
  const position = (name: string) =>
    whole.indexOf(
      readFileSync(join(core, 'styles', `${name}.css`), 'utf8')
        .trim()
        .slice(0, 300),
    );
  return [...GLOBAL_FILES, ...new Set(styled)]
    .filter((name) => existsSync(join(core, 'styles', `${name}.css`)))
    .sort((a, b) => position(a) - position(b));
}

/** The files a CSS file @imports from @mantine/core/styles/, in its order. */
export function importedMantineStyles(css: string): string[] {
  return [...css.matchAll(/@import\s+["']@mantine\/core\/styles\/([\w-]+)\.css["']/g)].map((m) => m[1]!);
}
