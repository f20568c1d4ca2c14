import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button, InfoTooltip, Tooltip } from '../../../../src/ui/index.ts';

// Real timers: user-event's hover stalls under Vitest's fake setTimeout here. The assertions only use
// bounds a slow machine cannot break (not before 100 ms, still there right after leaving, gone later).
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Tooltip', () => {
  it('shows after the 200 ms show delay when the pointer rests on the trigger, and describes it', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label="Mehr zur Laufzeit" content="24 Monate Mindestlaufzeit" />);
    const trigger = screen.getByRole('button', { name: 'Mehr zur Laufzeit' });
    const start = performance.now();
    await user.hover(trigger);
    await sleep(100);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = await screen.findByRole('tooltip');
    expect(performance.now() - start).toBeGreaterThanOrEqual(200);
    expect(tooltip.textContent).toBe('24 Monate Mindestlaufzeit');
    expect(screen.getByRole('button', { name: 'Mehr zur Laufzeit', description: '24 Monate Mindestlaufzeit' })).toBe(trigger);
  });

  it('stays while the hide delay runs after the pointer leaves, then fades out and is removed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <InfoTooltip label="Info" content="Erklärung" />
        <p>Anderswo</p>
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Info' }));
    await screen.findByRole('tooltip');
    const left = performance.now();
    await user.hover(screen.getByText('Anderswo'));
    expect(screen.getByRole('tooltip').dataset.state).toBe('open');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // 400 ms hide delay + 150 ms disposal.
    expect(performance.now() - left).toBeGreaterThanOrEqual(550);
  });

  it('shows at once on keyboard focus and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Wird für die Rechnung verwendet">
        <Button variant="text">Warum?</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Warum?' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Wird für die Rechnung verwendet');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
