import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../../src/element.tsx';

/** The shipped custom element, as a host page embeds it. */
function OrderFormElementStory({ plan, lang }: { plan?: string; lang?: string }) {
  return <order-form plan={plan} lang={lang} routing="memory" storage-key="storybook" />;
}

const meta = {
  title: 'Foundation/Element',
  component: OrderFormElementStory,
  args: { plan: 'EBCOM' },
} satisfies Meta<typeof OrderFormElementStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const element = canvasElement.querySelector('order-form');
    await waitFor(() => expect(element?.shadowRoot?.querySelector('[role="status"]')).toBeTruthy());
    const root = element!.shadowRoot!.querySelector('[part="root"]');
    await expect(root?.getAttribute('data-plan')).toBe('EBCOM');
    await expect(globals.locale).toBeTruthy();
  },
};
