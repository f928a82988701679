import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** axe-core from node_modules, injected into the page under test (the app never ships it). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 level A and AA (2.0, 2.1 and 2.2 rules). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Best-practice rules the journeys hold the app to as well. */
export const EXTRA_RULES = ['landmark-unique'];
const BLOCKING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe on the page as it is now. Needs a context made with `bypassCSP: true`, so the inline
 * script tag is allowed whatever the server's content security policy says.
 */
export async function axeScan(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ content: AXE_SOURCE });
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
    resultTypes: ['violations'],
  };
  // Colours are judged as painted: let finite transitions and animations (a dialog fading in) end first.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const results = await page.evaluate((opts) => window.axe!.run(document, opts), options);
  return results.violations;
}

/** The violations a journey fails on: serious or critical ones, and any of the extra rules. */
export function blocking(violations: Result[]): Result[] {
  return violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? 'minor') || EXTRA_RULES.includes(v.id));
}

/** One readable block per violation: rule, impact, help, and each element with what is wrong. */
export function describeViolations(where: string, violations: Result[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => {
      const why = (n.failureSummary ?? '').split('\n').slice(1).map((s) => s.trim()).filter(Boolean).join('; ');
      return `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${why}`;
    });
    return `${where}: [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
  });
}
