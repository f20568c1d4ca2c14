import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findPlan, planResponse } from '../../demo/api/fixtures/plans.ts';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import type { StepName } from '../../machines/steps.ts';
import * as stepRules from '../../machines/stepRules.ts';
import { emptyConnectionInfo, type ConnectionInfo } from '../../src/domain/index.ts';
import ActivationStep from '../../src/steps/activation/ActivationStep.tsx';
import { localeOf, ShellStory, type StoryRuntimeOptions } from '../shell/storyRuntime.tsx';

/**
 * The connection part of the product step and the activation step (spec sections 2, 4, 7) in each form state:
 * empty, invalid (after "next"), pending (a live check in flight) and valid (checked, checkmarks), on the
 * demo API through msw; sampled in four languages.
 */
const meta = {
  title: 'Steps/Connection and activation',
  component: ActivationStep,
  parameters: { layout: 'fullscreen' },
  // a fault another story left unused must not hold this story's checks
  beforeEach: async () => {
    await fetch('/api/_demo/reset', { method: 'POST' });
  },
} satisfies Meta<typeof ActivationStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };

/** Started at a step of TALPRIV100 with this connection info (the steps before it count as entered). */
const at = (step: StepName, connection: Partial<ConnectionInfo>): StoryRuntimeOptions['at'] => ({
  value: { ready: { page: { plan: { flow: { [step]: 'editing' } } }, modal: 'closed', quoteStatus: 'initial' } } as OrderSnapshot['value'],
  context: (booted) => ({
    plan: planResponse(findPlan('TALPRIV100')!),
    stepRules,
    route: { name: 'step', plan: 'TALPRIV100', step },
    flow: { highestStep: step, cameFromPlanList: true, skippedSteps: [] },
    partner: booted.partner,
    form: { ...booted.form, connection: { ...emptyConnectionInfo(), oldConnection: false, ...connection } },
  }),
});

const frameOf = (canvasElement: HTMLElement, step: StepName) =>
  waitFor(() => {
    const frame = canvasElement.querySelector<HTMLElement>(`[part="step-frame"][data-step="${step}"] [data-part="${step === 'product' ? 'connection-details' : 'activation'}"]`);
    expect(frame).not.toBeNull();
    return frame!.closest<HTMLElement>('[part="step-frame"]')!;
  }, slow);

const pressNext = (frame: HTMLElement) => {
  const buttons = frame.querySelectorAll<HTMLButtonElement>('[part="step-actions"] [part="button"]');
  return userEvent.click(buttons[buttons.length - 1]!);
};

/** Pending means the request is out: the held fault was taken by it. */
const heldCheckSent = () =>
  waitFor(async () => {
    const answer = (await (await fetch('/api/_demo/faults')).json()) as { data: unknown[] };
    expect(answer.data).toEqual([]);
  }, slow);

const summaryOf = (frame: HTMLElement) =>
  waitFor(() => {
    const summary = frame.querySelector<HTMLElement>('section[tabindex="-1"]');
    expect(summary).not.toBeNull();
    return summary!;
  }, slow);

/** The next live check answers only after 30 s: the field stays pending. */
const holdNextLiveCheck = () =>
  fetch('/api/_demo/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: 'plans/*/order/validate', delayMs: 30_000 }) });

const knownTenant = {
  previousTenant: { isKnown: true, salutation: 'Mr' as const, firstName: 'Jürgen', lastName: 'Müller', companyName: '', prefix: '030', subscriberNumber: '98765432' },
};

// ---- product step: the connection part ----

export const ProductEmpty: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/product/" />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'product');
    await expect(frame.querySelector('#connection-oldConnection')).not.toBeNull();
    await expect(frame.querySelector('#connection-technicianTimeSlot')).not.toBeNull();
  },
};
export const ProductEmptyInFrench: Story = { ...ProductEmpty, globals: { locale: 'fr' } };

export const ProductInvalid: Story = {
  render: (_, { globals }) => (
    <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/product/" at={at('product', { previousTenant: { ...knownTenant.previousTenant, firstName: '', lastName: 'M', prefix: '0800' } })} />
  ),
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'product');
    await pressNext(frame);
    const summary = await summaryOf(frame);
    await waitFor(() => expect(summary).toHaveFocus(), slow);
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    // once the live checks of the typed values are back, each field shows its error
    await waitFor(() => expect(frame.querySelectorAll('[data-state="invalid"]').length).toBeGreaterThanOrEqual(3), slow);
  },
};
export const ProductInvalidInEnglish: Story = { ...ProductInvalid, globals: { locale: 'en' } };

export const ProductPending: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/product/" at={at('product', knownTenant)} />,
  beforeEach: async () => {
    await holdNextLiveCheck();
  },
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'product');
    await heldCheckSent();
    await expect(frame.querySelector('[data-mark="pending"]')).not.toBeNull();
  },
};
export const ProductPendingInDutch: Story = { ...ProductPending, globals: { locale: 'nl' } };

export const ProductValid: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/TALPRIV100/product/"
      at={at('product', {
        oldConnection: true,
        isPorting: true,
        previousEKPID: 'D052',
        portingNumbers: [
          { prefix: '030', number: '1234567' },
          { prefix: '030', number: '2345678' },
          { prefix: '030', number: '3456789' },
        ],
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'product');
    await waitFor(() => expect(frame.querySelector('[data-mark="valid"]')).not.toBeNull(), slow);
    await waitFor(() => expect((frame.querySelector('#connection-previousEKPID') as HTMLInputElement).value).toBe('Vodafone GmbH'), slow);
    await expect(frame.querySelector('[data-state="invalid"]')).toBeNull();
  },
};
export const ProductValidInFrench: Story = { ...ProductValid, globals: { locale: 'fr' } };

export const ProductPortingBlock: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/TALPRIV100/product/"
      at={at('product', { oldConnection: true, isPorting: true, previousEKPID: 'D001', portingType: 'block', portingBlock: { ...emptyConnectionInfo().portingBlock, nationalDestinationCode: '089', directDialling: '12345' } })}
    />
  ),
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'product');
    await waitFor(() => expect(frame.querySelectorAll('[data-mark="valid"]').length).toBe(2), slow);
  },
};

// ---- activation step ----

export const ActivationEmpty: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/activation/" at={at('activation', {})} />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'activation');
    await expect(frame.querySelector('#connection-buildingType')).not.toBeNull();
    await expect(frame.querySelector('#connection-storey')).toBeNull();
  },
};
export const ActivationEmptyInEnglish: Story = { ...ActivationEmpty, globals: { locale: 'en' } };

export const ActivationInvalid: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/activation/" at={at('activation', { buildingType: 'apartment' })} />,
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'activation');
    await pressNext(frame);
    const summary = await summaryOf(frame);
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
  },
};
export const ActivationInvalidInDutch: Story = { ...ActivationInvalid, globals: { locale: 'nl' } };

export const ActivationPending: Story = {
  render: (_, { globals }) => <ShellStory locale={localeOf(globals)} url="/plans/TALPRIV100/activation/" at={at('activation', { buildingType: 'detachedHouse', lineId: 'DEU.NLT.123456' })} />,
  beforeEach: async () => {
    await holdNextLiveCheck();
  },
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'activation');
    await heldCheckSent();
    await expect(frame.querySelector('[data-mark="pending"]')).not.toBeNull();
  },
};
export const ActivationPendingInFrench: Story = { ...ActivationPending, globals: { locale: 'fr' } };

export const ActivationValid: Story = {
  render: (_, { globals }) => (
    <ShellStory
      locale={localeOf(globals)}
      url="/plans/TALPRIV100/activation/"
      at={at('activation', { buildingType: 'office', buildingDetail: 'Haus B', storey: 'EG', flatLocation: 'links', homeId: 'ABCD-1234', modemId: 'ABCD-EFGH-1234' })}
    />
  ),
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, 'activation');
    await waitFor(() => expect(frame.querySelectorAll('[data-mark="valid"]').length).toBe(2), slow);
    await expect(frame.querySelector('[data-state="invalid"]')).toBeNull();
  },
};
export const ActivationValidInEnglish: Story = { ...ActivationValid, globals: { locale: 'en' } };
