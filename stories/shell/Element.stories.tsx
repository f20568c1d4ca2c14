import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/element/element.tsx';
import { localeOf } from './storyRuntime.tsx';

/**
 * The shell inside the shipped element: shadow root, its own styles and i18next, the demo API answering through
 * msw. Each story keeps its data under its own storage key, so it starts fresh.
 */
function OrderFormInMemory({ url, locale }: { url: string; locale: string }) {
  const [storageKey] = useState(() => `sb-shell-${Math.random().toString(36).slice(2)}`);
  return <order-form routing="memory" initial-url={url} storage-key={storageKey} lang={locale} style={themeFromPage} />;
}

/**
 * `:host` sets the theme's defaults on the element itself, so values on an ancestor do not reach inside; the
 * toolbar's theme sits on an ancestor, and `inherit` on the element hands it over (README, "Theming").
 */
const themeFromPage = Object.fromEntries(
  ['--order-form-brand', '--order-form-brand-contrast', '--order-form-accent', '--order-form-font', '--order-form-radius'].map((name) => [name, 'inherit']),
) as CSSProperties;

const meta = {
  title: 'Shell/Element',
  component: OrderFormInMemory,
  parameters: { layout: 'fullscreen' },
  args: { url: '/', locale: 'de' },
  render: (args, { globals }) => <OrderFormInMemory url={args.url} locale={localeOf(globals)} />,
} satisfies Meta<typeof OrderFormInMemory>;

export default meta;
type Story = StoryObj<typeof meta>;

const shadowOf = async (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector('order-form');
  await waitFor(() => expect(element?.shadowRoot?.querySelector('[part="root"]')).toBeTruthy(), { timeout: 30_000 });
  return element!.shadowRoot!;
};

const inShadow = (root: ShadowRoot, selector: string) =>
  waitFor(
    () => {
      const found = root.querySelector<HTMLElement>(selector);
      expect(found).not.toBeNull();
      return found!;
    },
    { timeout: 30_000 },
  );

/** The plan list from the demo API; choosing a plan opens its first step. */
export const PlanListChooseAPlan: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const card = await inShadow(root, '[data-plan="VOIPPRIV"]');
    await userEvent.click(within(card).getByRole('link'));
    const frame = await inShadow(root, '[part="step-frame"][data-step="product"]');
    // the step's screen is a lazy chunk
    await expect((await within(frame).findAllByRole('group', {}, { timeout: 30_000 }))[0]).toBeVisible();
  },
};

export const PlanListInEnglish: Story = { ...PlanListChooseAPlan, globals: { locale: 'en' } };

/** The language menu inside the shadow root, by keyboard: ArrowDown opens, Escape closes, focus returns. */
export const LanguageMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const button = await inShadow(root, '[part="language-button"]');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = await within(root as unknown as HTMLElement).findAllByRole('menuitemradio');
    await waitFor(() => expect(root.activeElement).toBe(items[0]));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(root.activeElement).toBe(items[1]));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(root.activeElement).toBe(button));
    await expect(root.querySelector('[role="menu"]')).toBeNull();
  },
};

/** A VoIP plan's product step, with the old/new connection question. */
export const ProductStep: Story = {
  args: { url: '/plans/VOIPPRIV/product/' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await inShadow(root, '[part="step-frame"][data-step="product"] fieldset');
  },
};

/** A line plan answers 412 until the address was checked: the address-check modal, inside the shadow root. */
export const LinePlanNeedsAddressCheck: Story = {
  args: { url: '/plans/TALPRIV100/product/' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    await inShadow(root, '[role="dialog"] [role="combobox"]');
  },
};
