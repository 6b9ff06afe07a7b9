import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';

/**
 * Rules Lighthouse's accessibility score counts that axe leaves off by default or ranks below
 * serious: a page must pass them too (issue 14: accessibility 1.0).
 */
const LIGHTHOUSE_RULES = {
  'label-content-name-mismatch': { enabled: true },
  'target-size': { enabled: true },
  'heading-order': { enabled: true },
};

/**
 * The serious and critical axe violations of the page as it is now. Waits for running animations
 * (a drawer sliding in, a menu fading) to end first: mid-transition colours are blended with the
 * background and would read as contrast failures that no user sees at rest.
 */
export async function seriousViolations(page: Page) {
  // A full scan (target-size measures every control) takes tens of seconds on a busy 2-core machine.
  test.info().setTimeout(test.info().timeout + 60_000);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).options({ rules: LIGHTHOUSE_RULES }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id in LIGHTHOUSE_RULES)
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`),
    }));
}
