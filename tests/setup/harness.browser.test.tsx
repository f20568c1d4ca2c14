import { composeStory } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { describe, expect, it } from 'vitest';
import meta, { UnnamedIconButton } from './fixtures/AxeViolation.stories.tsx';

// Each suite can fail: these tests pass only because the failure they provoke is detected.
describe('the test harness', () => {
  it.fails('fails a browser test whose assertion does not hold', () => {
    expect(document.title).toBe('a title no page has');
  });

  // addon-vitest fails a story whose run leaves a failed report; this is the a11y addon's report for a violation.
  it('reports an axe violation in a story as failed, as the stories-as-tests run reads it', async () => {
    const Story = composeStory(UnnamedIconButton, meta, {
      ...a11yAnnotations,
      parameters: { ...a11yAnnotations.parameters, a11y: { test: 'error' } },
    });
    await Story.run();
    const a11y = Story.reporting.reports.find((report) => report.type === 'a11y');
    expect(a11y?.status).toBe('failed');
    expect(JSON.stringify(a11y?.result)).toContain('button-name');
  });
});
