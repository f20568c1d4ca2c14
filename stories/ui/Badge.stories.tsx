import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; recommended: string; new: string; action: string }> = {
  de: { label: 'Neu', recommended: 'Empfohlen', new: 'Neu', action: 'Aktion' },
  en: { label: 'New', recommended: 'Recommended', new: 'New', action: 'Offer' },
};

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: '' },
  argTypes: {
    type: { control: 'select', options: ['neutral', 'brand', 'accent', 'success', 'warning', 'error', 'info'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    rounding: { control: 'inline-radio', options: ['full', 'top', 'none'] },
  },
  render: (args, { globals }) => <Badge {...args}>{pick(texts, globals).label}</Badge>,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type neutral, size sm, rounding full. */
export const Default: Story = {};

export const Types: Story = {
  render: (args, { globals }) => (
    <div className="flex flex-wrap gap-2">
      {(['neutral', 'brand', 'accent', 'success', 'warning', 'error', 'info'] as const).map((type) => (
        <Badge key={type} type={type}>
          {pick(texts, globals).action} · {type}
        </Badge>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args, { globals }) => (
    <div className="flex items-center gap-2">
      <Badge size="sm">{pick(texts, globals).new} sm</Badge>
      <Badge size="md">{pick(texts, globals).new} md</Badge>
    </div>
  ),
};

export const Rounding: Story = {
  render: (args, { globals }) => (
    <div className="flex items-end gap-6">
      <Badge type="brand" rounding="full">full</Badge>
      <div>
        <Badge type="accent" rounding="top" size="md">
          {pick(texts, globals).recommended}
        </Badge>
        <div className="h-12 w-48 rounded-b-brand border border-slate-300" />
      </div>
      <Badge type="brand" rounding="none">none</Badge>
    </div>
  ),
};
