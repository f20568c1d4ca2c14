import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../../../../src/ui/index.ts';

describe('Badge', () => {
  it('shows its text, neutral, small and fully rounded by default', () => {
    render(<Badge>Neu</Badge>);
    const badge = screen.getByText('Neu');
    expect(badge.dataset).toMatchObject({ type: 'neutral', size: 'sm', rounding: 'full' });
  });

  it('takes the rounding top for a badge on a card edge', () => {
    render(
      <Badge type="accent" size="md" rounding="top">
        Empfohlen
      </Badge>,
    );
    expect(screen.getByText('Empfohlen').dataset).toMatchObject({ type: 'accent', size: 'md', rounding: 'top' });
  });
});
