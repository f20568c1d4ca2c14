import axe from 'axe-core';

/**
 * The axe violations of a rendered subtree (jsdom has no layout: colour contrast is checked in Storybook).
 * floating-ui's focus guards get role="button" when navigator.vendor is Apple's, which jsdom's is; Chromium
 * (the stories) checks them without that role.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(
    { include: [container], exclude: ['[data-floating-ui-focus-guard]'] },
    { rules: { 'color-contrast': { enabled: false } } },
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}
