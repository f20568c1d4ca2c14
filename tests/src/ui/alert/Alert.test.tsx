import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from '../../../../src/ui/index.ts';
import { axeViolations } from '../axe.ts';

describe('Alert', () => {
  it('announces errors and warnings at once', () => {
    render(
      <>
        <Alert type="error" title="Fehler">Der Link ist ungültig.</Alert>
        <Alert type="warning">Wartungsarbeiten</Alert>
      </>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['FehlerDer Link ist ungültig.', 'Wartungsarbeiten']);
  });

  it('announces success, info and neutral messages politely', () => {
    render(
      <>
        <Alert type="success">Saved</Alert>
        <Alert type="info">Note</Alert>
        <Alert type="neutral">Plain</Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Saved', 'Note', 'Plain']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is dismissed by its named close button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Alert type="info" onDismiss={onDismiss} dismissLabel="Hinweis schließen">
        Hinweis
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no close button when not dismissable', () => {
    render(<Alert type="neutral">Info</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('passes axe', async () => {
    const { container } = render(
      <Alert type="error" title="Error" onDismiss={() => {}} dismissLabel="Close">
        Something failed.
      </Alert>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
