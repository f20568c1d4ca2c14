import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ loading: string }> = {
  de: { loading: 'Wird geladen' },
  en: { loading: 'Loading' },
  nl: { loading: 'Laden' },
  fr: { loading: 'Chargement' },
};

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  render: (args, { globals }) => <Spinner label={pick(texts, globals).loading} className="text-2xl text-brand" />,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status that screen readers announce. */
export const Labelled: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(pick(texts, globals).loading);
  },
};

/** Without one it is decorative (inside a pending button or field). */
export const Decorative: Story = { render: () => <Spinner className="text-xl text-slate-700" /> };
