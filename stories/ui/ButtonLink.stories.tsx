import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ order: string; plan: string }> = {
  de: { order: 'Jetzt bestellen', plan: 'Glasfaser Home 100' },
  en: { order: 'Order now', plan: 'Fibre Home 100' },
  nl: { order: 'Nu bestellen', plan: 'Glasvezel Home 100' },
  fr: { order: 'Commander', plan: 'Fibre Home 100' },
};

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  args: { variant: 'primary', size: 'base', href: '/plans/FIBERPRIV100/' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'text'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'base', 'lg', 'xl'] },
  },
  render: (args, { globals }) => (
    <div className="max-w-xs">
      <p id="plan-name" className="font-semibold">
        {pick(texts, globals).plan}
      </p>
      <ButtonLink {...args} aria-describedby="plan-name" className="mt-2 w-full">
        {pick(texts, globals).order}
      </ButtonLink>
    </div>
  ),
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plan's "order" on the plan list: a real link to the plan's page, looking like the primary button. */
export const Primary: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: pick(texts, globals).order });
    await expect(link).toHaveAttribute('href', '/plans/FIBERPRIV100/');
    await expect(link).toHaveAttribute('part', 'button');
    await expect(link).toHaveAccessibleDescription(pick(texts, globals).plan);
  },
};

export const Text: Story = {
  args: { variant: 'text' },
};
