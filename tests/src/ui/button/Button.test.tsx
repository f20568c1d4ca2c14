import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../../src/ui/index.ts';

describe('Button', () => {
  it('is a button named by its label that calls back on click and on Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Weiter</Button>);
    const button = screen.getByRole('button', { name: 'Weiter' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('carries part="button" so a host page can theme it', () => {
    render(<Button>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('part')).toBe('button');
  });

  it('while pending shows a spinner, announces the pending label, stays focusable and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button pending pendingLabel="Sending order" onClick={onClick}>
        Order now
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Order now\s*Sending order/ });
    expect(button.getAttribute('data-state')).toBe('pending');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('a disabled button cannot be clicked', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Next
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when type is submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
