import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, ErrorSummary, scrollToFirstError, TextField } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ title: string; description: string; next: string; firstName: string; lastName: string; email: string; required: string; emailInvalid: string }> = {
  de: { title: 'Bitte prüfen Sie Ihre Angaben', description: 'Diese Felder verhindern den nächsten Schritt:', next: 'Weiter', firstName: 'Vorname', lastName: 'Nachname', email: 'E-Mail-Adresse', required: 'Bitte füllen Sie dieses Feld aus', emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
  en: { title: 'Please check your details', description: 'These fields keep you from the next step:', next: 'Next', firstName: 'First name', lastName: 'Last name', email: 'E-mail address', required: 'Please fill in this field', emailInvalid: 'Please enter a valid e-mail address' },
};

/** A step form: Next validates, shows the summary (it takes the focus) and marks the fields. */
function StepForm({ globals }: { globals: { locale?: unknown } }) {
  const t = pick(texts, globals);
  const [values, setValues] = useState({ firstName: 'Ada', lastName: '', email: 'ada@' });
  const [attempt, setAttempt] = useState(0);
  const errors =
    attempt === 0
      ? []
      : [
          ...(values.lastName ? [] : [{ fieldId: 'lastName', message: `${t.lastName}: ${t.required}` }]),
          ...(/^[^@]+@[^@]+\.[^@]+$/.test(values.email) ? [] : [{ fieldId: 'email', message: `${t.email}: ${t.emailInvalid}` }]),
        ];
  const fieldError = (id: string) => (attempt > 0 ? errors.find((error) => error.fieldId === id)?.message.split(': ')[1] : undefined);
  return (
    <form
      className="max-w-md space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempt((n) => n + 1);
        scrollToFirstError(event.currentTarget);
      }}
    >
      <ErrorSummary title={t.title} description={t.description} errors={errors} focusKey={attempt} />
      <TextField id="firstName" label={t.firstName} value={values.firstName} onChange={(firstName) => setValues({ ...values, firstName })} />
      <TextField id="lastName" label={t.lastName} value={values.lastName} onChange={(lastName) => setValues({ ...values, lastName })} error={fieldError('lastName')} />
      <TextField id="email" type="email" label={t.email} value={values.email} onChange={(email) => setValues({ ...values, email })} error={fieldError('email')} />
      <Button type="submit">{t.next}</Button>
    </form>
  );
}

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  args: { title: '', errors: [] },
  render: (args, { globals }) => <StepForm globals={globals} />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TakesFocusAndLinksToFields: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    const summary = await canvas.findByRole('region', { name: t.title });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: `${t.email}: ${t.emailInvalid}` }));
    await expect(canvas.getByRole('textbox', { name: t.email })).toHaveFocus();
  },
};

export const Shown: Story = {
  render: (args, { globals }) => {
    const t = pick(texts, globals);
    return (
      <ErrorSummary
        title={t.title}
        description={t.description}
        errors={[
          { fieldId: 'lastName', message: `${t.lastName}: ${t.required}` },
          { fieldId: 'email', message: `${t.email}: ${t.emailInvalid}` },
        ]}
      />
    );
  },
};

export const TakesFocusAndLinksToFieldsEnglish: Story = { ...TakesFocusAndLinksToFields, globals: { locale: 'en' } };

const entered: TextTable<{ title: string; address: string; notChecked: string; opened: string }> = {
  de: { title: 'Bitte prüfen Sie Ihre Angaben', address: 'Anschlussadresse', notChecked: 'Noch nicht geprüft', opened: 'Adressprüfung geöffnet' },
  en: { title: 'Please check your details', address: 'Connection address', notChecked: 'Not checked yet', opened: 'Address check opened' },
  nl: { title: 'Controleer uw gegevens', address: 'Aansluitadres', notChecked: 'Nog niet gecontroleerd', opened: 'Adrescontrole geopend' },
  fr: { title: 'Veuillez vérifier vos informations', address: 'Adresse de raccordement', notChecked: 'Pas encore vérifiée', opened: "Vérification d'adresse ouverte" },
};

/** A value entered outside the step (in a dialog): its entry's link runs the entry's own action instead of focusing a control. */
function EntryWithAction({ globals }: { globals: { locale?: unknown } }) {
  const t = pick(entered, globals);
  const [opened, setOpened] = useState(false);
  return (
    <div className="max-w-md space-y-4">
      <ErrorSummary title={t.title} errors={[{ fieldId: 'connectionAddress', message: `${t.address}: ${t.notChecked}`, onSelect: () => setOpened(true) }]} />
      <p role="status">{opened ? t.opened : ''}</p>
    </div>
  );
}

export const EntryWithItsOwnAction: Story = {
  render: (args, { globals }) => <EntryWithAction globals={globals} />,
  play: async ({ canvasElement, globals }) => {
    const t = pick(entered, globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: `${t.address}: ${t.notChecked}` }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t.opened);
  },
};
export const EntryWithItsOwnActionInEnglish: Story = { ...EntryWithItsOwnAction, globals: { locale: 'en' } };
export const EntryWithItsOwnActionInDutch: Story = { ...EntryWithItsOwnAction, globals: { locale: 'nl' } };
export const EntryWithItsOwnActionInFrench: Story = { ...EntryWithItsOwnAction, globals: { locale: 'fr' } };
