// axe-core in the page: the serious and critical WCAG 2 A/AA problems on screen now.
// Needs a context made with `bypassCSP: true` (the site's CSP refuses injected scripts).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** 'rule-id: help' and each failing element with the reason, per serious or critical violation. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(globalThis, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}\n${v.nodes.map(describeNode).join('\n')}`);
}

/** The element (selector and opening tag) and axe's reason, e.g. the measured contrast. */
function describeNode(n: AxeViolation['nodes'][number]): string {
  const reason = n.failureSummary?.split('\n').slice(1).join(' ').trim();
  return `  - ${n.target.join(' ')} ${n.html.slice(0, 160)}${reason ? `\n    ${reason}` : ''}`;
}
