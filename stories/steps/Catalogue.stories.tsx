import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPlan, planResponse } from '../../demo/api/fixtures/plans.ts';
import * as stepRules from '../../machines/stepRules.ts';
import { Catalogue } from '../../src/steps/product/catalogue/Catalogue.tsx';
import { localeOf, ShellStory } from '../shell/storyRuntime.tsx';

/**
 * The product step's catalogue (spec section 2) on the demo plans, inside the shell: every input type (radio,
 * checkbox, select, radio_option) with every add-on type (input, radio_option, cart, toggle_on, toggle_off), the
 * price notes, and the three rules acting.
 */
const meta = {
  title: 'Steps/Product catalogue',
  component: Catalogue,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

const catalogueOf = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const catalogue = canvasElement.querySelector<HTMLElement>('[data-part="catalogue"]');
      expect(catalogue).not.toBeNull();
      // the categories below the first screenful come in a render of their own
      expect(catalogue!.querySelector('[data-pending="after-first-paint"]')).toBeNull();
      return catalogue!;
    },
    { timeout: 30_000 },
  );

const categoryOf = (catalogue: HTMLElement, id: number) => catalogue.querySelector<HTMLElement>(`[data-category="${id}"]`)!;

/** VOIPPRIV: checkbox, select, radio_option and radio categories, with every add-on type among them. */
export const EveryInputType: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />,
  play: async ({ canvasElement }) => {
    const catalogue = await catalogueOf(canvasElement);
    const inputTypes = [...catalogue.querySelectorAll('[data-input-type]')].map((node) => node.getAttribute('data-input-type'));
    await expect(new Set(inputTypes)).toEqual(new Set(['checkbox', 'select', 'radio_option', 'radio']));
    const addonTypes = [...catalogue.querySelectorAll('[data-addon-type]')].map((node) => node.getAttribute('data-addon-type'));
    for (const type of ['input', 'cart', 'toggle_on', 'toggle_off']) await expect(addonTypes).toContain(type);
    await expect(within(categoryOf(catalogue, 3105)).getAllByRole('radio')).toHaveLength(2);
  },
};

export const EveryInputTypeInEnglish: Story = { ...EveryInputType, globals: { locale: 'en' } };
export const EveryInputTypeInDutch: Story = { ...EveryInputType, globals: { locale: 'nl' } };
export const EveryInputTypeInFrench: Story = { ...EveryInputType, globals: { locale: 'fr' } };

/** input: a quantity stepper within the offered quantities; the first item free. */
export const InputQuantity: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />,
  play: async ({ canvasElement }) => {
    const catalogue = await catalogueOf(canvasElement);
    const options = within(categoryOf(catalogue, 3101));
    const more = options.getAllByRole('button').find((button) => /\+|Mehr|More|Meer|Plus/.test(button.getAttribute('aria-label') ?? ''))!;
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(categoryOf(catalogue, 3101).querySelector('output')).toHaveTextContent('2');
  },
};

/** select with cart add-ons; the chosen phone is prepaid and brings its parentAddon children. */
export const SelectWithChildren: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />,
  play: async ({ canvasElement }) => {
    const catalogue = await catalogueOf(canvasElement);
    await userEvent.selectOptions(within(categoryOf(catalogue, 3103)).getByRole('combobox'), '3132');
    await waitFor(() => expect(catalogue.querySelector('[data-part="addon-children"]')).not.toBeNull());
  },
};

export const SelectWithChildrenInFrench: Story = { ...SelectWithChildren, globals: { locale: 'fr' } };

/** radio_option cards: one of them, with the signed difference to the current choice. */
export const RadioOptionCards: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPBIZ/product/" />,
  play: async ({ canvasElement }) => {
    const catalogue = await catalogueOf(canvasElement);
    const [standard, premium] = within(categoryOf(catalogue, 3205)).getAllByRole('radio');
    await userEvent.click(premium!);
    await expect(premium).toBeChecked();
    await expect(standard).not.toBeChecked();
  },
};

/** radio with cart, radio_option, toggle_off and input add-ons: the input answer brings its quantity. */
export const RadioWithQuantity: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />,
  play: async ({ canvasElement }) => {
    const catalogue = await catalogueOf(canvasElement);
    const radios = within(categoryOf(catalogue, 3106)).getAllByRole('radio');
    await userEvent.click(radios[3]!);
    await waitFor(() => expect(categoryOf(catalogue, 3106).querySelector('output')).toHaveTextContent('1'));
  },
};

/** disables: the EU flat rate stays, disabled, with the reason next to it. */
export const RuleDisables: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />,
  play: async ({ canvasElement }) => {
    const catalogue = await catalogueOf(canvasElement);
    const boxes = within(categoryOf(catalogue, 3101)).getAllByRole('checkbox');
    await userEvent.click(boxes[3]!);
    await expect(boxes[1]).toBeDisabled();
    await expect(catalogue.querySelector('[data-part="disabled-reason"]')).not.toBeNull();
  },
};

export const RuleDisablesInEnglish: Story = { ...RuleDisables, globals: { locale: 'en' } };

/** excludes: the fax adapter takes fax-to-mail out, and the polite live region says so. */
export const RuleExcludes: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />,
  play: async ({ canvasElement }) => {
    const catalogue = await catalogueOf(canvasElement);
    const adapter = within(categoryOf(catalogue, 3104)).getAllByRole('checkbox')[0]!;
    await userEvent.click(adapter);
    await waitFor(() => expect(catalogue.querySelector('[data-part="rule-notice"]')?.textContent).not.toBe(''));
  },
};

export const RuleExcludesInDutch: Story = { ...RuleExcludes, globals: { locale: 'nl' } };

/** forces_plan: the cloud phone system moves the order to the business plan and says why. */
export const RuleForcesPlan: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" />,
  play: async ({ canvasElement }) => {
    const catalogue = await catalogueOf(canvasElement);
    const boxes = within(categoryOf(catalogue, 3105)).getAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await waitFor(() => expect(canvasElement.querySelector('[data-category="3201"]')).not.toBeNull(), { timeout: 30_000 });
    await expect(within(canvasElement).getAllByRole('status').some((node) => node.textContent?.includes('VOIPBIZ') || (node.textContent ?? '').length > 20)).toBe(true);
  },
};

export const RuleForcesPlanInFrench: Story = { ...RuleForcesPlan, globals: { locale: 'fr' } };

/** A restored selection naming an add-on the plan no longer has: the translated error, the rest kept. */
export const MissingAddon: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/product/"
      at={{
        value: { ready: { page: { plan: { flow: { product: 'editing' } } }, modal: 'closed', quoteStatus: 'initial' } } as never,
        context: (booted) => ({
          plan: planResponse(findPlan('VOIPPRIV')!),
          route: { name: 'step', plan: 'VOIPPRIV', step: 'product' },
          stepRules,
          form: { ...booted.form, selectedCartAddons: stepRules.initialSelection(planResponse(findPlan('VOIPPRIV')!)) },
          catalogueError: { kind: 'addon', id: 'retired-option' },
        }),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await catalogueOf(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent('retired-option');
  },
};

export const MissingAddonInEnglish: Story = { ...MissingAddon, globals: { locale: 'en' } };

/** A plan link or quote address whose configuration the server no longer has: the plan's own offer, and a notice. */
const unavailableNotice = { de: 'nicht mehr verfügbar', en: 'no longer available', nl: 'niet meer beschikbaar', fr: 'n’est plus disponible' };

export const SavedConfigurationUnavailable: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPBIZ/product/?quote=1&quote_hash=GONE42" />,
  play: async ({ canvasElement, globals }) => {
    await catalogueOf(canvasElement);
    const text = new RegExp(unavailableNotice[localeOf(globals)]);
    const notice = (await within(canvasElement).findByText(text, {}, { timeout: 30_000 })).closest<HTMLElement>('[role="status"]');
    await expect(notice).not.toBeNull();
    // dismissable: the plan's own offer stays, the notice goes
    await userEvent.click(within(notice!).getByRole('button'));
    await waitFor(() => expect(within(canvasElement).queryByText(text)).toBeNull());
  },
};

export const SavedConfigurationUnavailableInEnglish: Story = { ...SavedConfigurationUnavailable, globals: { locale: 'en' } };
export const SavedConfigurationUnavailableInDutch: Story = { ...SavedConfigurationUnavailable, globals: { locale: 'nl' } };
export const SavedConfigurationUnavailableInFrench: Story = { ...SavedConfigurationUnavailable, globals: { locale: 'fr' } };
