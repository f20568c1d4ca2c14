import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { OrderFormProvider } from '../../../src/shell/OrderFormContext.tsx';
import { ThankYouTargetLink } from '../../../src/shell/ThankYouTargetLink.tsx';
import { startShell } from './support.tsx';

const attributes = { externalThanksUrl: 'https://www.example/umzug/danke', subscriptionManagementUrl: 'https://www.example/abo' };

async function renderAt(url: string) {
  const { runtime, actor } = startShell(url, {}, { attributes });
  await waitFor(actor, (s) => s.matches('ready'), { timeout: 30_000 });
  return render(
    <OrderFormProvider runtime={runtime}>
      <ThankYouTargetLink />
    </OrderFormProvider>,
  );
}

describe('where an order of each type ends (spec sections 2, 9)', () => {
  it.each([
    ['relocation', 'Weiter', 'https://www.example/umzug/danke'],
    ['ekp', 'Weiter', 'https://www.example/umzug/danke'],
    ['subscription-management', 'Zur Aboverwaltung', 'https://www.example/abo'],
  ])('a %s order offers its page in the top window', async (type, name, href) => {
    await renderAt(`/?type=${type}`);
    const link = await screen.findByRole('link', { name }, { timeout: 30_000 });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_top');
  });

  it('a standard order stays on the thanks page', async () => {
    const { container } = await renderAt('/');
    expect(container.querySelector('a')).toBeNull();
  });
});
