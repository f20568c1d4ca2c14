import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ next: string; back: string; sending: string; order: string; more: string }> = {
  de: { next: 'Weiter', back: 'Zurück', sending: 'Bestellung wird gesendet', order: 'Jetzt bestellen', more: 'Mehr erfahren' },
  en: { next: 'Next', back: 'Back', sending: 'Sending order', order: 'Order now', more: 'Learn more' },
  nl: { next: 'Volgende', back: 'Terug', sending: 'Bestelling wordt verzonden', order: 'Nu bestellen', more: 'Meer informatie' },
  fr: { next: 'Suivant', back: 'Retour', sending: 'Envoi de la commande', order: 'Commander', more: 'En savoir plus' },
};

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { variant: 'primary', size: 'base', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'text'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'base', 'lg', 'xl'] },
  },
  render: (args, { globals }) => <Button {...args}>{pick(texts, globals).next}</Button>,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: pick(texts, globals).next });
    await expect(button).toHaveAttribute('part', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Text: Story = {
  args: { variant: 'text' },
  render: (args, { globals }) => <Button {...args}>{pick(texts, globals).back}</Button>,
};

export const Sizes: Story = {
  render: (args, { globals }) => (
    <div className="flex flex-wrap items-center gap-4">
      {(['xs', 'sm', 'base', 'lg', 'xl'] as const).map((size) => (
        <Button key={size} {...args} size={size}>
          {pick(texts, globals).order} ({size})
        </Button>
      ))}
    </div>
  ),
};

export const TextSizes: Story = {
  args: { variant: 'text' },
  render: Sizes.render,
};

export const Pending: Story = {
  args: { pending: true },
  render: (args, { globals }) => (
    <Button {...args} pendingLabel={pick(texts, globals).sending}>
      {pick(texts, globals).order}
    </Button>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('data-state', 'pending');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const TextDisabled: Story = {
  args: { variant: 'text', disabled: true },
  render: (args, { globals }) => <Button {...args}>{pick(texts, globals).more}</Button>,
};
