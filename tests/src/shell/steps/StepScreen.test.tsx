import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { translationsFor } from '../../../../demo/api/fixtures/translations/index.ts';
import { addMessages, createI18n } from '../../../../src/i18n/createI18n.ts';
import { StepLoadFailed, StepSkeleton } from '../../../../src/shell/steps/StepScreen.tsx';

function i18nInGerman() {
  const i18n = createI18n('de');
  addMessages(i18n, translationsFor('order4'));
  return i18n;
}

describe('a step whose chunk is loading or failed to load (step registry)', () => {
  it('shows a busy skeleton with a spoken loading text while the chunk loads', () => {
    render(
      <I18nextProvider i18n={i18nInGerman()}>
        <StepSkeleton />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Wird geladen');
  });

  it('says the step could not be loaded and retries on request', async () => {
    const retry = vi.fn();
    render(
      <I18nextProvider i18n={i18nInGerman()}>
        <StepLoadFailed onRetry={retry} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Dieser Schritt konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
