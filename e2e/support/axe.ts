import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Serious or critical WCAG 2.1 AA violations on the page, or inside `selector` only (a form, not
 * the page around it): the rule, its help and the first few elements, readable in a failure.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
