import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.ts';
import { renderStep } from '../support.tsx';

// The German BIC table's chunk cannot be fetched.
vi.mock('iban-to-bic/datasets/de.json', () => {
  throw new TypeError('Failed to fetch dynamically imported module: https://cdn.example/static/order-form/chunks/de-x.js');
});

const wait = { timeout: 30_000 };

describe('a BIC table that cannot load (issue 22: a check that cannot run never blames the user)', { timeout: 30_000 }, () => {
  it('derives no BIC and asks for it, never marks the IBAN, and tells the reporter', async () => {
    const user = userEvent.setup();
    const failures: Array<{ check: string; error: unknown }> = [];
    const client = {
      validateOrderField: async () => null,
      saveOrder: async (body: unknown) => body,
      reportFailure: (check: string, error: unknown) => failures.push({ check, error }),
    } as unknown as ApiClient;
    renderStep('/plans/VOIPPRIV/?skip_to=customer', { client });
    const iban = await screen.findByRole('textbox', { name: /^IBAN/ }, wait);
    await user.type(iban, 'DE89370400440532013000');
    await user.tab();
    await waitFor(() => expect(failures.map((failure) => failure.check)).toEqual(['bicTable']), wait);
    // Vitest wraps the factory's error: the fetch failure is its cause
    expect(failures[0]!.error).toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/Failed to fetch dynamically imported module/) }) });
    const bic = screen.getByRole('textbox', { name: /^BIC/ });
    expect(bic).toHaveValue('');
    expect(bic).toBeRequired();
    expect(iban).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Ungültige IBAN')).toBeNull();
  });
});
