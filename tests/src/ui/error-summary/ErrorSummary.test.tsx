import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ErrorSummary, TextField } from '../../../../src/ui/index.ts';
import { axeViolations } from '../axe.ts';

describe('ErrorSummary', () => {
  it('takes the focus when it appears, named by its title', async () => {
    const user = userEvent.setup();
    function Form() {
      const [errors, setErrors] = useState<{ fieldId: string; message: string }[]>([]);
      return (
        <>
          <ErrorSummary title="Bitte prüfen Sie Ihre Angaben" errors={errors} />
          <Button onClick={() => setErrors([{ fieldId: 'firstName', message: 'Vorname fehlt' }])}>Weiter</Button>
        </>
      );
    }
    render(<Form />);
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' }));
  });

  it('links each error to its field: the link focuses the field and scrolls it to the centre', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <>
        <ErrorSummary
          title="Bitte prüfen Sie Ihre Angaben"
          errors={[
            { fieldId: 'firstName', message: 'Vorname fehlt' },
            { fieldId: 'email', message: 'E-Mail-Adresse ist ungültig' },
          ]}
        />
        <TextField id="firstName" label="Vorname" value="" onChange={() => {}} error="Vorname fehlt" />
        <TextField id="email" label="E-Mail" value="x" onChange={() => {}} error="E-Mail-Adresse ist ungültig" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'E-Mail-Adresse ist ungültig' });
    expect(link.getAttribute('href')).toBe('#email');
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-Mail' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
  });

  it('an entry with its own action (a value entered in a dialog) runs it instead of focusing a control', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    render(
      <ErrorSummary
        title="Bitte prüfen Sie Ihre Angaben"
        errors={[{ fieldId: 'customer-connectionAddress', message: 'Anschlussadresse: Noch nicht geprüft', onSelect: opened }]}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' });
    await user.click(screen.getByRole('link', { name: 'Anschlussadresse: Noch nicht geprüft' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(window.location.hash).not.toBe('#customer-connectionAddress');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Anschlussadresse: Noch nicht geprüft' }));
    expect(summary).toBeInTheDocument();
  });

  it('takes the focus again when focusKey changes (another failed submit)', () => {
    const errors = [{ fieldId: 'a', message: 'Fehler' }];
    const { rerender } = render(
      <>
        <ErrorSummary title="Fehler" errors={errors} focusKey={1} />
        <input aria-label="elsewhere" />
      </>,
    );
    screen.getByRole('textbox', { name: 'elsewhere' }).focus();
    rerender(
      <>
        <ErrorSummary title="Fehler" errors={errors} focusKey={2} />
        <input aria-label="elsewhere" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Fehler' }));
  });

  it('finds the field inside a shadow root', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <>
        <ErrorSummary title="Fehler" errors={[{ fieldId: 'city', message: 'Ort fehlt' }]} />
        <TextField id="city" label="Ort" value="" onChange={() => {}} />
      </>,
      { container },
    );
    await user.click(shadow.querySelector('a')!);
    expect(shadow.activeElement).toBe(shadow.getElementById('city'));
    host.remove();
  });

  it('passes axe', async () => {
    const { container } = render(
      <>
        <ErrorSummary title="Bitte prüfen" errors={[{ fieldId: 'n', message: 'Name fehlt' }]} />
        <TextField id="n" label="Name" value="" onChange={() => {}} error="Name fehlt" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
