import postcss, { type AtRule, type Rule } from 'postcss';

/** The class names a page's markup uses (every `class="..."` attribute). */
export function classesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of (m[1] ?? '').split(/\s+/)) if (c) found.add(c);
  return found;
}

/** A selector can match the markup only if it names no class the markup lacks (a safe over-estimate). */
const mayMatch = (selector: string, classes: ReadonlySet<string>) =>
  [...selector.matchAll(/\.((?:[\w-]|\\.)+)/g)].every((m) => classes.has((m[1] ?? '').replaceAll('\\', '')));

/**
 * The rules of `css` that may apply to `html`: rules without classes (variables, the baseline,
 * element and attribute rules) and those whose classes all appear in the markup, inside their
 * media queries; keyframes stay. What the first view needs to look as the app will, without
 * waiting for the whole style sheets (Mantine's is 30 kB brotli).
 */
export function criticalCss(css: string, html: string): string {
  const classes = classesIn(html);
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((s) => mayMatch(s, classes));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  root.walkAtRules((at: AtRule) => {
    if (!/keyframes$/i.test(at.name) && at.nodes !== undefined && at.nodes.length === 0) at.remove();
  });
  root.walkComments((c) => {
    c.remove();
  });
  return root.toString();
}
