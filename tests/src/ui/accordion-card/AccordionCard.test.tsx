import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccordionCard } from '../../../../src/ui/index.ts';
import { axeViolations } from '../axe.ts';

describe('AccordionCard', () => {
  it('opens and closes by click on its header', async () => {
    const user = userEvent.setup();
    render(<AccordionCard title="Zusatzoptionen">Festnetz-Flatrate</AccordionCard>);
    const header = screen.getByRole('button', { name: 'Zusatzoptionen' });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Zusatzoptionen' })).toBeNull();
    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Zusatzoptionen' }).textContent).toBe('Festnetz-Flatrate');
    await user.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles with Enter and with Space', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <AccordionCard title="Hardware" onOpenChange={onOpenChange}>
        Router
      </AccordionCard>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hardware' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Hardware' })).toBeTruthy();
    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Hardware' })).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('sits in a heading of the given level and can start open', () => {
    render(
      <AccordionCard title="Anschluss" headingLevel={2} defaultOpen>
        Inhalt
      </AccordionCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Anschluss' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Anschluss' })).toBeTruthy();
  });

  it('follows a controlled open prop', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <AccordionCard title="Kontrolliert" open={false} onOpenChange={onOpenChange}>
        Inhalt
      </AccordionCard>,
    );
    await user.click(screen.getByRole('button', { name: 'Kontrolliert' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('passes axe open', async () => {
    const { container } = render(
      <AccordionCard title="Hardware" aside="+5,00 €" defaultOpen>
        Router
      </AccordionCard>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
