import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert, type AlertType } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

type AlertTexts = Record<AlertType, { title: string; body: string }> & { close: string; dismissed: string };

const texts: TextTable<AlertTexts> = {
  de: {
    error: { title: 'Anmeldung abgelaufen', body: 'Der Link ist nicht mehr gültig. Bitte fordern Sie einen neuen an.' },
    success: { title: 'Gespeichert', body: 'Ihr Bestell-Link wurde erstellt.' },
    info: { title: 'Hinweis', body: 'Die Verfügbarkeit wird für Ihre Adresse geprüft.' },
    neutral: { title: 'Partnerbestellung', body: 'Sie bestellen im Namen eines Kunden.' },
    warning: { title: 'Wartungsarbeiten', body: 'Die Adressprüfung ist heute ab 22 Uhr eingeschränkt.' },
    close: 'Hinweis schließen',
    dismissed: 'Hinweis geschlossen',
  },
  en: {
    error: { title: 'Sign-in expired', body: 'The link is no longer valid. Please request a new one.' },
    success: { title: 'Saved', body: 'Your plan link has been created.' },
    info: { title: 'Note', body: 'Availability is being checked for your address.' },
    neutral: { title: 'Partner order', body: 'You are ordering on behalf of a customer.' },
    warning: { title: 'Maintenance', body: 'The address check is limited today from 10 pm.' },
    close: 'Close notice',
    dismissed: 'Notice closed',
  },
};

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { type: 'info' },
  argTypes: { type: { control: 'inline-radio', options: ['error', 'success', 'info', 'neutral', 'warning'] } },
  render: (args, { globals }) => {
    const t = pick(texts, globals)[args.type ?? 'info'];
    return <Alert type={args.type} title={t.title}>{t.body}</Alert>;
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorType: Story = { name: 'Error', args: { type: 'error' } };
export const Success: Story = { args: { type: 'success' } };
export const Info: Story = { args: { type: 'info' } };
export const Neutral: Story = { args: { type: 'neutral' } };
export const Warning: Story = { args: { type: 'warning' } };

export const WithoutTitle: Story = {
  render: (args, { globals }) => <Alert type="info">{pick(texts, globals).info.body}</Alert>,
};

function DismissableAlert({ type, locale }: { type: AlertType; locale: { locale?: unknown } }) {
  const [open, setOpen] = useState(true);
  const t = pick(texts, locale);
  return open ? (
    <Alert type={type} title={t[type].title} onDismiss={() => setOpen(false)} dismissLabel={t.close}>
      {t[type].body}
    </Alert>
  ) : (
    <p>{t.dismissed}</p>
  );
}

export const Dismissable: Story = {
  render: (args, { globals }) => <DismissableAlert type="warning" locale={globals} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(texts, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.close }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText(t.dismissed)).toBeVisible();
  },
};

export const AllTypes: Story = {
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    return (
      <div className="space-y-3">
        {(['error', 'success', 'info', 'neutral', 'warning'] as const).map((type) => (
          <Alert key={type} type={type} title={t[type].title} onDismiss={() => {}} dismissLabel={t.close}>
            {t[type].body}
          </Alert>
        ))}
      </div>
    );
  },
};

export const AllTypesEnglish: Story = { ...AllTypes, globals: { locale: 'en' } };
