import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import '../../src/element/element.tsx';

/** The shipped custom element as a host page embeds it, answered by the demo API through msw. */
function OrderFormElementStory({ initialUrl, lang, storageKey }: { initialUrl: string; lang: string; storageKey: string }) {
  return <order-form routing="memory" initial-url={initialUrl} lang={lang} storage-key={storageKey} />;
}

const meta = {
  title: 'Foundation/Element',
  component: OrderFormElementStory,
  args: { initialUrl: '/', lang: 'de', storageKey: 'sb-element' },
  render: (args, { globals }) => <OrderFormElementStory {...args} lang={(globals.locale as string) ?? args.lang} />,
} satisfies Meta<typeof OrderFormElementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlanList: Story = {
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('order-form');
    await waitFor(() => expect(element?.shadowRoot?.querySelector('h1')).toBeTruthy());
    const shadow = within(element!.shadowRoot as unknown as HTMLElement);
    await expect(await shadow.findAllByRole('button')).not.toHaveLength(0);
  },
};

export const AtAPlan: Story = {
  args: { initialUrl: '/plans/VOIPPRIV/', storageKey: 'sb-element-plan' },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('order-form');
    await waitFor(() => expect(element?.runtime?.actor.getSnapshot().context.route).toMatchObject({ name: 'step', step: 'product' }));
  },
};
