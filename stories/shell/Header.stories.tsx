import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translationsFor } from '../../demo/api/fixtures/translations/index.ts';
import { Header } from '../../src/shell/Header.tsx';
import type { HeaderPosition } from '../../src/contract/attributes.ts';
import { anonymous, localeOf, ShellStory } from './storyRuntime.tsx';

/**
 * The header (spec section 2): logo, the phone number of private and business plans, the language menu; the
 * partner banners below it. Shown on a running form, so every rule of when each part shows applies.
 */
const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerOf = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const header = canvasElement.querySelector<HTMLElement>('[part="header"]');
      expect(header).not.toBeNull();
      return header!;
    },
  );

const stepShown = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[part="step-frame"]')).not.toBeNull());

export const WithPrivatePhone: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />,
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    await waitFor(() => expect(header.querySelector('[part="phone"]')?.getAttribute('href')).toBe('tel:08001234567'));
  },
};

export const WithBusinessPhone: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPBIZ/product/" />,
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    await waitFor(() => expect(header.querySelector('[part="phone"]')?.getAttribute('href')).toBe('tel:08007654321'));
  },
};

export const WithBusinessPhoneInEnglish: Story = { ...WithBusinessPhone, globals: { locale: 'en' } };

/** The international plan hides the phone number; EBCOM offers all four languages. */
export const InternationalPlanWithoutPhone: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/EBCOM/" />,
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    await stepShown(canvasElement);
    await expect(header.querySelector('[part="phone"]')).toBeNull();
  },
};

/** A phone text that is not a number (here: a sentence) is not shown. */
export const NonNumericPhoneHidden: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/product/"
      api={{
        loadTranslations: async () => {
          const texts = translationsFor('order4');
          for (const language of ['de', 'en', 'nl', 'fr'] as const) {
            const header = texts[language].header as Record<string, Record<string, string>>;
            header.phone = { ...header.phone, private: 'Rufen Sie uns an' };
          }
          return texts;
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    await stepShown(canvasElement);
    await expect(header.querySelector('[part="phone"]')).toBeNull();
  },
};

const phoneName: Record<'de' | 'en' | 'nl' | 'fr', string> = {
  de: 'Beratung & Bestellung 0800 123 45 67',
  en: 'Advice & orders 0800 123 45 67',
  nl: 'Advies & bestellen 0800 123 45 67',
  fr: 'Conseil & commande 0800 123 45 67',
};

/**
 * The element 320 px wide (a phone, or 400 % zoom): the phone link shows its icon only and keeps its name, the
 * language menu and the cart fit beside the logo, nothing reaches past the element's width (WCAG 1.4.10).
 */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div style={{ width: 320 }}>
      <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const header = await headerOf(canvasElement);
    await stepShown(canvasElement);
    const phone = await waitFor(() => {
      const link = header.querySelector<HTMLElement>('[part="phone"]');
      expect(link).not.toBeNull();
      return link!;
    });
    await expect(phone).toHaveAccessibleName(phoneName[localeOf(globals)]);
    // the number is visually hidden (still the link's name): clipped to a pixel
    await expect(within(phone).getByText('0800 123 45 67').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await waitFor(() => expect(header.querySelector('[part="cart-button"]')).not.toBeNull());
    await expect(header.scrollWidth).toBeLessThanOrEqual(320);
  },
};
export const NarrowInEnglish: Story = { ...Narrow, globals: { locale: 'en' } };
export const NarrowInDutch: Story = { ...Narrow, globals: { locale: 'nl' } };
export const NarrowInFrench: Story = { ...Narrow, globals: { locale: 'fr' } };

/** Opened by a click: each locale upper-cased, a checkmark on the current one. */
export const LanguageMenuOpen: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/EBCOM/" />,
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    await stepShown(canvasElement);
    await userEvent.click(header.querySelector<HTMLButtonElement>('[part="language-button"]')!);
    const menu = await within(header).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveTextContent(localeOfCanvas(canvasElement).toUpperCase());
  },
};

export const LanguageMenuOpenInFrench: Story = { ...LanguageMenuOpen, globals: { locale: 'fr' } };

/**
 * By keyboard alone: Tab to the language button, ArrowDown opens on the first language, ArrowDown moves,
 * Escape closes and gives the focus back; Enter opens again, and Enter on a language chooses it.
 */
export const LanguageMenuByKeyboard: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/" />,
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    const button = header.querySelector<HTMLButtonElement>('[part="language-button"]')!;
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = await within(header).findAllByRole('menuitemradio');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(within(header).queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(header).getAllByRole('menuitemradio')[0]).toHaveFocus());
    // the plan list offers DE and EN: choose the one that is not current
    const other = within(header)
      .getAllByRole('menuitemradio')
      .findIndex((item) => item.getAttribute('aria-checked') === 'false');
    for (let index = 0; index < other; index += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(within(header).queryByRole('menu')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
    await waitFor(() => expect(button.textContent).not.toContain(localeOfCanvas(canvasElement).toUpperCase()));
  },
};

/**
 * The `header` attribute on a host page with its own bar above the element and more page below it. The page is
 * scrolled so that the element's top has passed the top of the viewport: `sticky` (the default) stays at the top
 * of the element's own box, `static` has scrolled away with it, `fixed` stays at the top of the viewport (and at
 * the top of the page covers the host's bar: only for a page that asks for it).
 */
function OnHostPage({ locale, position }: { locale: ReturnType<typeof localeOf>; position: HeaderPosition }) {
  return (
    <div>
      <div data-host-bar className="bg-slate-800 p-4 text-white">Host page</div>
      <ShellStory locale={locale} url="/" headerPosition={position} />
      <div className="h-[150vh] bg-slate-100" />
    </div>
  );
}

/** Scrolls the story's page until the element's top is 100 px above the viewport; returns the header's top then. */
async function headerTopAfterScrollingIntoTheForm(canvasElement: HTMLElement): Promise<number> {
  const header = await headerOf(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('h1')).not.toBeNull());
  const view = canvasElement.ownerDocument.defaultView!;
  const shell = canvasElement.querySelector<HTMLElement>('[data-phase]')!;
  view.scrollTo(0, shell.getBoundingClientRect().top + view.scrollY + 100);
  await waitFor(() => expect(shell.getBoundingClientRect().top).toBeLessThan(0));
  return header.getBoundingClientRect().top;
}

export const HeaderSticky: Story = {
  render: (_, { globals }) => <OnHostPage locale={localeOf(globals)} position="sticky" />,
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    await expect(header).toHaveAttribute('data-position', 'sticky');
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(await headerTopAfterScrollingIntoTheForm(canvasElement)).toBe(0);
  },
};

export const HeaderStatic: Story = {
  render: (_, { globals }) => <OnHostPage locale={localeOf(globals)} position="static" />,
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    await expect(header).toHaveAttribute('data-position', 'static');
    await expect(getComputedStyle(header).position).toBe('relative');
    await expect(await headerTopAfterScrollingIntoTheForm(canvasElement)).toBeLessThan(0);
  },
};

export const HeaderStaticInEnglish: Story = { ...HeaderStatic, globals: { locale: 'en' } };

export const HeaderFixed: Story = {
  render: (_, { globals }) => <OnHostPage locale={localeOf(globals)} position="fixed" />,
  play: async ({ canvasElement }) => {
    const header = await headerOf(canvasElement);
    await expect(header).toHaveAttribute('data-position', 'fixed');
    await expect(getComputedStyle(header).position).toBe('fixed');
    // the spacer keeps the form's content below the fixed header
    await expect(header.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
    await expect(await headerTopAfterScrollingIntoTheForm(canvasElement)).toBe(0);
  },
};

/** Partner mode without a parent customer: no header, the partner and agent banners. */
export const PartnerBanners: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/product/?use_partner_process=1&partner_code=PARTNER01&agent_code=AG-007"
      api={{
        authenticate: async () => ({ ...anonymous, isAuthenticated: true, isPartnerPortal: true, usePartnerProcess: true, partnerCode: 'PARTNER01', agentCode: 'AG-007' }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await stepShown(canvasElement);
    await expect(canvasElement.querySelector('[part="header"]')).toBeNull();
    // the banners are a chunk of their own, fetched in partner mode only
    await waitFor(() => expect(canvasElement.querySelectorAll('[part="partner-banners"] li')).toHaveLength(2));
  },
};

export const PartnerBannersInEnglish: Story = { ...PartnerBanners, globals: { locale: 'en' } };
export const PartnerBannersInFrench: Story = { ...PartnerBanners, globals: { locale: 'fr' } };

/** Partner mode with a parent customer id: the header shows, with all three banners. */
export const PartnerWithParentCustomer: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/product/"
      api={{
        authenticate: async () => ({
          ...anonymous,
          isAuthenticated: true,
          isPartnerPortal: true,
          isCustomerPortal: true,
          partnerCode: 'PARTNER01',
          agentCode: 'AG-007',
          parentCustomerId: '4711001',
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await headerOf(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[part="partner-banners"] li')).toHaveLength(3));
  },
};

export const PartnerWithParentCustomerInDutch: Story = { ...PartnerWithParentCustomer, globals: { locale: 'nl' } };

function localeOfCanvas(canvasElement: HTMLElement): string {
  return canvasElement.querySelector('[part="root"]')?.getAttribute('lang') ?? 'de';
}
