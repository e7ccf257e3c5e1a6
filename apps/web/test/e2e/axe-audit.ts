// The accessibility audit of a page as it stands in the browser: axe-core's own source injected into
// the page and run there (the WCAG 2 A/AA and best-practice rules), keeping the serious and critical
// violations, each node as "rule-id: target selector — help".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the site must not have on any page. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface AuditFinding {
  /** The axe rule, e.g. `color-contrast`. */
  readonly rule: string;
  readonly impact: ImpactValue;
  /** The CSS selector of the element in question. */
  readonly target: string;
  readonly help: string;
}

/** The serious and critical violations on the page as it is now (after its scripts have run). */
export async function auditPage(page: Page): Promise<AuditFinding[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.addScriptTag({ content: AXE_SOURCE });
  // Sent as text: a compiled function would carry the transpiler's helpers into the page.
  const results = (await page.evaluate(
    `window.axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })`,
  )) as AxeResults;
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => BLOCKING.includes(node.impact ?? violation.impact ?? null))
      .map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? null,
        target: node.target.map(String).join(' >>> '),
        help: violation.help,
      })),
  );
}

/** One line per finding: `rule-id (impact): target — help`. */
export function formatFindings(findings: readonly AuditFinding[]): string[] {
  return findings.map((f) => `${f.rule} (${f.impact}): ${f.target} — ${f.help}`);
}

/**
 * Fails, naming each finding, unless the page as it stands now has no serious or critical violation:
 * for the pages a walk over links cannot reach (a form opened, a case decided, a pad mid-entry).
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const findings = formatFindings(await auditPage(page));
  if (findings.length > 0)
    throw new Error(`${what} (${page.url()}) fails the accessibility audit:\n${findings.join('\n')}`);
}
