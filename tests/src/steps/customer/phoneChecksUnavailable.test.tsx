import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneChecksUnavailable } from '../../../../src/domain/validation/phoneChecks.ts';
import { passing, renderStep } from '../support.tsx';

// The phone checks' chunk cannot be fetched (a CDN hiccup, a deploy that removed it): every import of it fails.
vi.mock('../../../../src/domain/validation/libphonenumber.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example/static/order-form/chunks/libphonenumber-x.js');
});

const wait = { timeout: 30_000 };
/** Past the 500 ms debounce and a check that would have come back. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 800));

async function knownPreviousTenant(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Nein, neuer Anschluss' }, wait));
  await user.click(within(screen.getByRole('group', { name: 'Kennen Sie den Vormieter?' })).getByRole('radio', { name: 'Ja' }));
  await user.click(screen.getByRole('radio', { name: 'Herr' }));
}

describe('an area code whose local check cannot load (issue 22: a check that cannot run never blames the user)', { timeout: 30_000 }, () => {
  it('is not marked invalid: the server checks the previous tenant’s area code, and the failure goes to the reporter', async () => {
    const user = userEvent.setup();
    const { validations, failures } = renderStep('/plans/TALPRIV100/product/');
    await knownPreviousTenant(user);
    await user.type(screen.getByRole('textbox', { name: 'Vorwahl' }), '030');
    await user.tab();
    await waitFor(() => expect(validations).toContainEqual({ planCode: 'TALPRIV100', type: 'previousTenant.phoneNumber.nationalDestinationCode', value: '030' }), wait);
    await pause();
    expect(screen.queryByText('Ungültige Vorwahl')).toBeNull();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ check: 'phoneChecks' });
    expect(failures[0]!.error).toBeInstanceOf(PhoneChecksUnavailable);
  });

  it('shows the server’s verdict when the server refuses the code', async () => {
    // the keys of a word without a task between them: on a busy machine the 500 ms debounce cannot end mid-word
    const user = userEvent.setup({ delay: null });
    const { validations } = renderStep('/plans/TALPRIV100/product/', { validate: async () => ({ ...passing, isPatternValid: false }) });
    await knownPreviousTenant(user);
    await user.type(screen.getByRole('textbox', { name: 'Vorwahl' }), '0151');
    await user.tab();
    await waitFor(() => expect(validations).toHaveLength(1), wait);
    expect(await screen.findByText('Ungültige Vorwahl', {}, wait)).toBeInTheDocument();
  });

  it('leaves a porting number’s area code (no server check) unmarked: no mark, no message, no request', async () => {
    const user = userEvent.setup();
    const { validations, failures, container } = renderStep('/plans/VOIPPRIV/product/');
    await user.click(await screen.findByRole('radio', { name: 'Ja, bestehender Anschluss' }, wait));
    await user.type(screen.getByRole('textbox', { name: 'Vorwahl' }), '02241');
    await user.type(screen.getByRole('textbox', { name: 'Rufnummer 1' }), '1234567');
    await waitFor(() => expect(failures).toHaveLength(1), wait);
    await pause();
    expect(validations).toEqual([]);
    expect(screen.queryByText('Ungültige Vorwahl')).toBeNull();
    expect(container.querySelector('[data-mark]')).toBeNull();
  });
});
