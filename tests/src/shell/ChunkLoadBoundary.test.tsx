import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { translationsFor } from '../../../demo/api/fixtures/translations/index.ts';
import { addMessages, createI18n } from '../../../src/i18n/createI18n.ts';
import { ChunkLoadBoundary } from '../../../src/shell/ChunkLoadBoundary.tsx';
import { PageLoadFailed } from '../../../src/shell/Pages.tsx';
import { preloadable } from '../../../src/shell/preloadable.tsx';

function i18nInGerman() {
  const i18n = createI18n('de');
  addMessages(i18n, translationsFor('order4'));
  return i18n;
}

const Flow = () => <h1>Produkt</h1>;

describe("a page's lazy chunk that could not be fetched", () => {
  it('says the connection is gone instead of an empty element, and the retry fetches the chunk again and shows it', async () => {
    let fetches = 0;
    const flow = preloadable<object>(() =>
      ++fetches === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Flow }),
    );
    const retried = vi.fn(() => void flow.preload().catch(() => undefined));
    // React logs what a boundary caught
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18nInGerman()}>
        <ChunkLoadBoundary failed={(retry) => <PageLoadFailed onRetry={retry} />} onRetry={retried}>
          <flow.Component fallback={<p>lädt</p>} />
        </ChunkLoadBoundary>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt' })).toBeInTheDocument();
    expect(retried).toHaveBeenCalledOnce();
    expect(fetches).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
