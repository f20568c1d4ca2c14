import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../src/domain/index.ts';
import { languageMenuList } from '../../../src/shell/chunks.ts';
import { LanguageMenu } from '../../../src/shell/LanguageMenu.tsx';
import { axeViolations } from '../ui/axe.ts';
import { renderShell } from './support.tsx';

const names: Record<Language, string> = { de: 'Deutsch', en: 'English', nl: 'Nederlands', fr: 'Français' };

function Menu({ onChoose = () => undefined, large = false }: { onChoose?: (language: Language) => void; large?: boolean }) {
  const [current, setCurrent] = useState<Language>('de');
  return (
    <div>
      <LanguageMenu
        languages={['de', 'en', 'nl', 'fr']}
        current={current}
        label="Sprache"
        languageName={(language) => names[language]}
        onChoose={(language) => {
          onChoose(language);
          setCurrent(language);
        }}
        isLargeScreen={() => large}
      />
      <a href="#after">Danach</a>
    </div>
  );
}

const menuButton = () => screen.getByRole('button', { name: /Sprache/ });

// The open list is a chunk of its own, fetched when pointer or focus comes near the button (the e2e keyboard
// journey goes that way); here it is there from the start, so each test reads the menu's behaviour.
beforeAll(async () => {
  await languageMenuList.preload();
});

describe('the language menu (spec section 2, menu button pattern)', () => {
  it('opens with Enter on the first language, moves with the arrows (wrapping) and closes with Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: /Sprache/ });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'DE Deutsch' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'NL Nederlands' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'DE Deutsch' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitemradio', { name: 'FR Français' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(menu).getByRole('menuitemradio', { name: 'DE Deutsch' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitemradio', { name: 'FR Français' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('opens with Space or ArrowDown on the first language and with ArrowUp on the last', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('menuitemradio', { name: 'DE Deutsch' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'DE Deutsch' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'FR Français' })).toHaveFocus();
  });

  it('chooses a language with Enter, closes after the choice and checks the new language', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Menu onChoose={onChoose} />);
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveTextContent('EN');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'EN English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'DE Deutsch' })).toHaveAttribute('aria-checked', 'false');
  });

  it('jumps to a language by its first letter', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    await user.keyboard('{Enter}f');
    expect(screen.getByRole('menuitemradio', { name: 'FR Français' })).toHaveFocus();
  });

  it('shows each locale upper-cased with a checkmark on the current one only', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(menuButton());
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['DE Deutsch', 'EN English', 'NL Nederlands', 'FR Français']);
    expect(items.map((item) => item.querySelector('svg') !== null)).toEqual([true, false, false, false]);
  });

  it('closes when the focus leaves it by Tab', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on hover only on large screens and closes when the mouse leaves', async () => {
    const { unmount } = render(<Menu large={false} />);
    fireEvent.mouseEnter(menuButton().parentElement!);
    expect(screen.queryByRole('menu')).toBeNull();
    unmount();
    render(<Menu large />);
    const wrapper = menuButton().parentElement!;
    fireEvent.mouseEnter(wrapper);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    // hover does not take the focus
    expect(menuButton()).not.toHaveFocus();
    expect(wrapper).toHaveAttribute('data-state', 'open');
    fireEvent.mouseLeave(wrapper);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Menu />);
    await user.click(menuButton());
    expect(await axeViolations(container)).toEqual([]);
  });

  it('switches the whole form to the chosen language (language.changed)', async () => {
    // user-event moves the pointer between clicks with window as relatedTarget, which React reads as leaving
    const user = userEvent.setup({ skipHover: true });
    const { actor } = renderShell('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsere Tarife' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sprache/ }));
    await user.click(screen.getByRole('menuitemradio', { name: /EN/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Our plans' })).toBeInTheDocument());
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(screen.getByRole('button', { name: /Language/ })).toHaveTextContent('EN');
  });
});
