import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core: the copy in the repository (a dependency of lighthouse, which `pnpm bench:web` uses), or
 * its own package if one is added to packages/e2e. Pages using it need `bypassCSP` (the CSP allows
 * only the product's own scripts).
 */
function axeSource(): string {
  const require = createRequire(__filename);
  let file: string;
  try {
    file = require.resolve('axe-core/axe.min.js');
  } catch {
    file = createRequire(require.resolve('lighthouse')).resolve('axe-core/axe.min.js');
  }
  return fs.readFileSync(file, 'utf8');
}

type AxeRun = (context: unknown, options: unknown) => Promise<{
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[]; failureSummary?: string }> }>;
}>;

/**
 * axe's findings within `include` (a selector, or the whole page), limited to `rules` when given and to
 * the `impacts` listed: one line per failing element, "rule (impact) target: summary".
 */
export async function axeProblems(
  page: Page,
  { include, rules, impacts }: { include?: string; rules?: string[]; impacts?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource() });
  return page.evaluate(
    async ({ include, rules, impacts }) => {
      const { axe } = window as unknown as { axe: { run: AxeRun } };
      const options = rules ? { runOnly: { type: 'rule', values: rules } } : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } };
      const { violations } = await axe.run(include ? { include: [include] } : document, options);
      return violations
        .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
        .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
    },
    { include, rules, impacts },
  );
}
