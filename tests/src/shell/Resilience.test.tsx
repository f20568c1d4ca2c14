import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveFailureMessage } from '../../../src/shell/saveFailureMessage.ts';
import { anonymous, httpError } from '../../machines/support.ts';
import { renderShell } from './support.tsx';

describe('what a failed step save says (DESIGN.md, "Sessions, refusals and time limits")', () => {
  it.each([
    [{ message: '', status: 400 }, 'save.refused'],
    [{ message: '', status: 409 }, 'save.refused'],
    [{ message: '', status: 422 }, 'save.refused'],
    [{ message: '', code: 'ERR_TIMEOUT' }, 'save.timeout'],
    [{ message: '', status: 408 }, 'save.timeout'],
    [{ message: '', status: 429 }, 'save.busy'],
    [{ message: '', status: 503 }, 'save.serverError'],
    [{ message: '', code: 'ERR_NETWORK' }, 'save.unreachable'],
    [{ message: '', status: 403 }, 'error.stepSave'],
    [{ message: '', code: 'ERR_SESSION_ENDED', status: 401 }, 'error.stepSave'],
  ] as const)('%o says %s', (failure, key) => {
    expect(saveFailureMessage(failure, false, false)).toBe(key);
  });

  it('says there is no connection only while the browser is offline; online, the server could not be reached', () => {
    expect(saveFailureMessage({ message: '', code: 'ERR_NETWORK' }, false, true)).toBe('save.offline');
    expect(saveFailureMessage({ message: '', code: 'ERR_NETWORK' }, false, false)).toBe('save.unreachable');
  });

  it('leaves an ended session to the notice while it shows', () => {
    expect(saveFailureMessage({ message: '', code: 'ERR_SESSION_ENDED', status: 401 }, true, false)).toBeNull();
  });
});

describe('the messages in the shell', () => {
  // offline, a save without an answer says there is no connection instead (tests/src/shell/Pages.test.tsx)
  it.each([
    ['past its time limit', 'ERR_TIMEOUT', 'Der Server hat nicht rechtzeitig geantwortet. Ihre Angaben sind noch da: Bitte versuchen Sie es erneut.'],
    ['without an answer while the browser is online', 'ERR_NETWORK', 'Der Server war nicht erreichbar. Ihre Angaben sind noch da: Bitte versuchen Sie es erneut.'],
  ])('a save %s says so, keeps the step, and "Try again" sends it again', async (_, code, message) => {
    const user = userEvent.setup();
    let failures = 1;
    const { calls } = renderShell('/plans/TALPRIV100/product/', {
      saveSection: async () => {
        if (failures-- > 0) throw Object.assign(new Error('saveOrder failed'), { call: 'saveOrder', code });
        return {};
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    // the step's screen is a lazy chunk
    await user.click(await screen.findByRole('radio', { name: 'Nein, neuer Anschluss' }, { timeout: 30_000 }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert')).not.toHaveTextContent('keine Verbindung');
    expect(screen.getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeChecked();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anschluss' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.saveSection).toHaveLength(2);
  });

  it('a 429 says the server is busy', async () => {
    const user = userEvent.setup();
    renderShell('/plans/TALPRIV100/product/', { saveSection: async () => Promise.reject(httpError(429, 'saveOrder')) });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    // the step's screen is a lazy chunk
    await user.click(await screen.findByRole('radio', { name: 'Nein, neuer Anschluss' }, { timeout: 30_000 }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Der Server ist gerade ausgelastet\./));
  });


  it('an ended session is told with a button that starts a new one', async () => {
    const user = userEvent.setup();
    const { actor } = renderShell('/plans/TALPRIV100/product/');
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    act(() => actor.send({ type: 'session.ended' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Ihre Sitzung ist abgelaufen');
    expect(notice).toHaveTextContent('Alle Ihre Angaben sind noch da. Starten Sie eine neue Sitzung, um fortzufahren.');
    await user.click(within(notice).getByRole('button', { name: 'Neue Sitzung starten' }));
    expect(actor.getSnapshot().matches({ ready: { session: 'ended' } })).toBe(false);
  });

  it('a new session that cannot take over the order is told after 3 tries, with a button that tries again (issue 48)', async () => {
    const user = userEvent.setup();
    let failures = 3;
    const { actor } = renderShell('/plans/TALPRIV100/product/', {
      restoreOrder: async () => {
        if (failures-- > 0) throw httpError(503, 'saveOrder');
        return {};
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    act(() => actor.send({ type: 'session.renewed', auth: anonymous }));
    // two waits of 2 s between the tries: not a speed test
    const notice = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(notice).toHaveTextContent('Ihre Bestellung konnte nicht in die neue Sitzung übernommen werden');
    expect(notice).toHaveTextContent('Alle Ihre Angaben sind noch da.');
    await user.click(within(notice).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(actor.getSnapshot().matches({ ready: { session: 'active' } })).toBe(true);
  }, 60_000);

  it('says politely when the browser is offline, and when it is back', async () => {
    const { actor } = renderShell('/plans/TALPRIV100/product/');
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    const region = document.querySelector('[data-connection]')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    expect(within(region as HTMLElement).queryByRole('status')).toBeNull();
    act(() => actor.send({ type: 'connection.lost' }));
    await waitFor(() => expect(within(region as HTMLElement).getByRole('status')).toHaveTextContent(/^Sie sind offline\. Ihre Angaben bleiben erhalten/));
    act(() => actor.send({ type: 'connection.restored' }));
    await waitFor(() => expect(within(region as HTMLElement).getByRole('status')).toHaveTextContent('Die Verbindung ist wieder da.'));
  });
});
