import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPlan, planResponse } from '../../demo/api/fixtures/plans.ts';
import { resilienceTexts } from '../../demo/api/fixtures/translations/resilience.ts';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import type { StepName } from '../../machines/steps.ts';
import { StepFrame } from '../../src/shell/StepFrame.tsx';
import { failure, localeOf, ShellStory, type StoryRuntimeOptions } from './storyRuntime.tsx';

/**
 * The step frame (spec section 2) around each step of a plan: step indicator, position, heading, the step's
 * screen (placeholders named as such until the steps' own issues fill them), back and next.
 */
const meta = {
  title: 'Shell/Step frame',
  component: StepFrame,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StepFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement, step: StepName) =>
  waitFor(
    () => {
      const frame = canvasElement.querySelector<HTMLElement>(`[part="step-frame"][data-step="${step}"]`);
      expect(frame).not.toBeNull();
      return frame!;
    },
  );

/** A step reached earlier in the visit: started there (the form data before it counts as entered). */
const atStep = (planCode: string, step: StepName): StoryRuntimeOptions['at'] => ({
  value: { ready: { page: { plan: { flow: { [step]: 'editing' } } }, modal: 'closed', quoteStatus: 'initial' } } as OrderSnapshot['value'],
  context: (booted) => ({
    plan: planResponse(findPlan(planCode)!),
    route: { name: 'step', plan: planCode, step },
    flow: { highestStep: 'confirm', cameFromPlanList: true, skippedSteps: ['product', 'activation', 'customer', 'account'] },
    partner: booted.partner,
  }),
});

/** The product step keeps its first question working: old or new connection. */
export const Product: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/product/" />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'product');
    // the step's screen is a lazy chunk
    const question = await waitFor(
      () => {
        const fieldset = frame.querySelector<HTMLElement>('#connection-oldConnection');
        expect(fieldset).not.toBeNull();
        return fieldset!;
      },
      { timeout: 30_000 },
    );
    await expect(question).toBeVisible();
    await expect(within(question).getAllByRole('radio')).toHaveLength(2);
  },
};

export const ProductInEnglish: Story = { ...Product, globals: { locale: 'en' } };

/** Answer the question, Next: the step is saved and the activation step (TAL plans) follows; Back returns. */
export const ProductToActivationAndBack: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/product/" />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'product');
    const [newConnection] = await within(frame).findAllByRole('radio', {}, { timeout: 30_000 });
    await userEvent.click(newConnection!);
    const buttons = frame.querySelectorAll<HTMLButtonElement>('[part="step-actions"] [part="button"]');
    await userEvent.click(buttons[buttons.length - 1]!);
    const activation = await frameOf(canvasElement, 'activation');
    await userEvent.click(activation.querySelector<HTMLButtonElement>('[part="step-actions"] [part="button"]')!);
    await frameOf(canvasElement, 'product');
  },
};

export const Activation: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/activation/" at={atStep('TALPRIV100', 'activation')} />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'activation');
    await waitFor(() => expect(frame.querySelector('[data-part="activation"]')).not.toBeNull(), { timeout: 30_000 });
  },
};

export const Customer: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/?skip_to=customer" />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'customer');
    await waitFor(() => expect(frame.querySelector('[data-part="customer"]')).not.toBeNull(), { timeout: 30_000 });
  },
};

export const CustomerInDutch: Story = { ...Customer, globals: { locale: 'nl' } };

export const Account: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/account/" at={atStep('VOIPPRIV', 'account')} />,
  play: async ({ canvasElement }) => {
    await frameOf(canvasElement, 'account');
  },
};

export const Confirm: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/confirm/" at={atStep('VOIPPRIV', 'confirm')} />,
  play: async ({ canvasElement }) => {
    await frameOf(canvasElement, 'confirm');
  },
};

export const ConfirmInFrench: Story = { ...Confirm, globals: { locale: 'fr' } };

/** What the step's alert says (DESIGN.md, "Sessions, refusals and time limits"): the demo API's texts, [de, en, nl, fr]. */
const saveTexts = (locale: 'de' | 'en' | 'nl' | 'fr') => {
  const index = (['de', 'en', 'nl', 'fr'] as const).indexOf(locale);
  return {
    retry: resilienceTexts['save.serverError']![index]!,
    reset: resilienceTexts['save.refused']![index]!,
    unreachable: resilienceTexts['save.unreachable']![index]!,
  };
};

/** Answers the product step's question and presses Next; the frame's alert then says what became of the save. */
async function nextAfterFailedSave(canvasElement: HTMLElement, message: string) {
  const frame = await frameOf(canvasElement, 'product');
  await userEvent.click((await within(frame).findAllByRole('radio', {}, { timeout: 30_000 }))[0]!);
  await userEvent.click(frame.querySelector<HTMLButtonElement>('[part="step-actions"] [part="button"]')!);
  await waitFor(() => expect(frame.querySelector('[role="alert"]')).toHaveTextContent(message));
}

/** A step save that failed with a 5xx: nothing was reset, the alert says what happened and offers to try again. */
export const SaveFailed: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" api={{ saveSection: () => Promise.reject(failure(500, 'saveOrder')) }} />
  ),
  play: async ({ canvasElement, globals }) => nextAfterFailedSave(canvasElement, saveTexts(localeOf(globals)).retry),
};
export const SaveFailedInEnglish: Story = { ...SaveFailed, globals: { locale: 'en' } };
export const SaveFailedInDutch: Story = { ...SaveFailed, globals: { locale: 'nl' } };
export const SaveFailedInFrench: Story = { ...SaveFailed, globals: { locale: 'fr' } };

/** A step save whose content was refused (400, 409, 422): the order process was reset (spec section 8) and the alert says why. */
export const SaveRefused: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/VOIPPRIV/product/" api={{ saveSection: () => Promise.reject(failure(422, 'saveOrder')) }} />
  ),
  play: async ({ canvasElement, globals }) => nextAfterFailedSave(canvasElement, saveTexts(localeOf(globals)).reset),
};
export const SaveRefusedInEnglish: Story = { ...SaveRefused, globals: { locale: 'en' } };
export const SaveRefusedInDutch: Story = { ...SaveRefused, globals: { locale: 'nl' } };
export const SaveRefusedInFrench: Story = { ...SaveRefused, globals: { locale: 'fr' } };

/** A step save that got no answer while the browser is online: the server could not be reached, try again. */
export const SaveUnreachable: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/VOIPPRIV/product/"
      api={{ saveSection: () => Promise.reject(Object.assign(new Error('saveOrder failed: network error'), { call: 'saveOrder', code: 'ERR_NETWORK' })) }}
    />
  ),
  play: async ({ canvasElement, globals }) => nextAfterFailedSave(canvasElement, saveTexts(localeOf(globals)).unreachable),
};
export const SaveUnreachableInEnglish: Story = { ...SaveUnreachable, globals: { locale: 'en' } };
export const SaveUnreachableInDutch: Story = { ...SaveUnreachable, globals: { locale: 'nl' } };
export const SaveUnreachableInFrench: Story = { ...SaveUnreachable, globals: { locale: 'fr' } };
