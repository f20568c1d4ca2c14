import axe from 'axe-core';

/** The axe violations of a rendered subtree (jsdom has no layout: colour contrast is checked in Storybook). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}
