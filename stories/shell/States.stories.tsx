import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Shell } from '../../src/shell/Shell.tsx';
import { anonymous, failure, localeOf, never, ShellStory } from './storyRuntime.tsx';

/**
 * Every page state of the shell (spec section 2) on a form running in memory: fake actors answer with the demo
 * API's fixtures, or fail or hang where a state needs it. The toolbar's language switches all texts.
 */
const meta = {
  title: 'Shell/States',
  component: Shell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the shell shows the element matching `selector` (texts differ per language, markers do not). */
const shows = (canvasElement: HTMLElement, selector: string) =>
  waitFor(() => expect(canvasElement.querySelector(selector)).not.toBeNull());

export const Booting: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/" api={{ authenticate: never }} />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-phase="booting"] [role="status"]');
    await expect(canvasElement.querySelector('[part="header"]')).toBeNull();
  },
};

export const BootFailed: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/" api={{ loadTranslations: () => Promise.reject(failure(503, 'loadTranslations')) }} />
  ),
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-phase="bootFailed"] [role="alert"]');
  },
};

export const BootFailedInFrench: Story = { ...BootFailed, globals: { locale: 'fr' } };

export const AccessDenied: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/"
      api={{ authenticate: async () => ({ ...anonymous, isAuthenticated: true, parentCustomerId: '4711001', isCustomerPortal: false }) }}
    />
  ),
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-phase="accessDenied"] [role="alert"]');
  },
};

export const PlanList: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/" />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-page="plans"] [data-plan="VOIPPRIV"]');
  },
};

export const PlanListInEnglish: Story = { ...PlanList, globals: { locale: 'en' } };
export const PlanListInDutch: Story = { ...PlanList, globals: { locale: 'nl' } };
export const PlanListInFrench: Story = { ...PlanList, globals: { locale: 'fr' } };

/** Choose a plan by keyboard: Tab to its link, Enter; the plan's first step opens. */
export const PlanListChooseAPlan: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/" />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-plan="VOIPPRIV"] a[href]');
    const choose = canvasElement.querySelector<HTMLAnchorElement>('[data-plan="VOIPPRIV"] a[href]')!;
    choose.focus();
    await userEvent.keyboard('{Enter}');
    await shows(canvasElement, '[part="step-frame"][data-step="product"]');
    // the step's screen is a lazy chunk
    await expect((await within(canvasElement).findAllByRole('group', {}, { timeout: 30_000 }))[0]).toBeVisible();
  },
};

export const PlanError: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/NOPE/?voucher=SOMMER20" />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-page="planError"] [role="alert"]');
  },
};

export const NotFound: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/impressum/alt" />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-page="notFound"] a[href="/"]');
  },
};

export const Unsupported: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/unsupported" />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-page="unsupported"] h1');
  },
};

export const Nect: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/nect" />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-page="nect"] h1');
  },
};

export const Thanks: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/thanks/" />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-page="thanks"] h1');
  },
};

export const LinkCreated: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALBIZ250/link-created/" />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-page="linkCreated"] h1');
  },
};

/** A plan chosen from the list whose `GET plans/{code}` has not answered yet. */
export const PlanLoading: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/" api={{ loadPlan: never }} />,
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-plan="VOIPPRIV"] a[href]');
    await userEvent.click(canvasElement.querySelector<HTMLAnchorElement>('[data-plan="VOIPPRIV"] a[href]')!);
    await shows(canvasElement, '[data-page-frame="plan"] [data-placeholder="loading"]');
  },
};

export const PlanLoadFailed: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" api={{ loadPlan: () => Promise.reject(failure(500, 'loadPlan')) }} />
  ),
  play: async ({ canvasElement }) => {
    await shows(canvasElement, '[data-page="planLoadFailed"] [role="alert"]');
  },
};

/** Spec section 8: plan load 412 opens the address-check modal (not dismissable); its states: Shell/Address check. */
export const AddressCheckModal: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/product/" api={{ loadPlan: () => Promise.reject(failure(412, 'loadPlan')) }} />
  ),
  play: async () => {
    // The modal is portalled to document.body outside the shadow root.
    await waitFor(() => expect(document.querySelector('[role="dialog"] [role="combobox"]')).not.toBeNull(), { timeout: 30_000 });
    await userEvent.keyboard('{Escape}');
    await expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  },
};

export const AddressCheckModalInDutch: Story = { ...AddressCheckModal, globals: { locale: 'nl' } };
