import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe with every enabled rule (WCAG 2.0-2.2 A/AA and best practices), plus the WCAG 2.2 target size rule. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
