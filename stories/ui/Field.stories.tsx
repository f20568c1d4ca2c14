import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { controlClasses, Field } from '../../src/ui/index.ts';
import { pick, type TextTable } from './texts.ts';

const texts: TextTable<{ label: string; hint: string; error: string; checking: string; valid: string; optional: string; value: string }> = {
  de: { label: 'Rufnummer', hint: 'Ohne Ländervorwahl', error: 'Bitte geben Sie eine gültige Rufnummer ein', checking: 'Wird geprüft', valid: 'Gültig', optional: 'optional', value: '0301234567' },
  en: { label: 'Phone number', hint: 'Without the country code', error: 'Please enter a valid phone number', checking: 'Checking', valid: 'Valid', optional: 'optional', value: '0301234567' },
  nl: { label: 'Telefoonnummer', hint: 'Zonder landcode', error: 'Voer een geldig telefoonnummer in', checking: 'Wordt gecontroleerd', valid: 'Geldig', optional: 'optioneel', value: '0301234567' },
  fr: { label: 'Numéro de téléphone', hint: 'Sans indicatif pays', error: 'Veuillez saisir un numéro valide', checking: 'Vérification', valid: 'Valide', optional: 'facultatif', value: '0301234567' },
};

type Variant = 'idle' | 'hint' | 'error' | 'pending' | 'valid' | 'validEmpty' | 'optional' | 'labelHidden';

/** The Field wrapper around a plain input: label, hint, error and the live marks. */
function FieldDemo({ variant, globals }: { variant: Variant; globals: { locale?: unknown } }) {
  const t = pick(texts, globals);
  const value = variant === 'validEmpty' || variant === 'idle' || variant === 'optional' ? '' : t.value;
  return (
    <div className="max-w-sm">
      <Field
        label={t.label}
        labelHidden={variant === 'labelHidden'}
        hint={variant === 'hint' || variant === 'error' ? t.hint : undefined}
        error={variant === 'error' ? t.error : undefined}
        status={variant === 'pending' ? 'pending' : variant === 'valid' || variant === 'validEmpty' ? 'valid' : 'idle'}
        pendingLabel={t.checking}
        validLabel={t.valid}
        optionalLabel={variant === 'optional' ? t.optional : undefined}
        empty={value === ''}
      >
        {(control) => <input {...control} type="tel" defaultValue={value} className={`${controlClasses} pr-10`} />}
      </Field>
    </div>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldDemo,
  args: { variant: 'idle', globals: {} },
  argTypes: { globals: { table: { disable: true } } },
  render: (args, { globals }) => <FieldDemo variant={args.variant} globals={globals} />,
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WithHint: Story = { args: { variant: 'hint' } };
export const WithError: Story = {
  args: { variant: 'error' },
  play: async ({ canvasElement, globals }) => {
    const t = pick(texts, globals);
    const input = within(canvasElement).getByRole('textbox', { name: t.label });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${t.hint} ${t.error}`);
  },
};
/** Spinner while the server checks the value. */
export const Pending: Story = {
  args: { variant: 'pending' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(pick(texts, globals).checking);
  },
};
/** Checkmark when valid and not empty. */
export const Valid: Story = { args: { variant: 'valid' } };
/** Valid but empty: no checkmark. */
export const ValidButEmpty: Story = { args: { variant: 'validEmpty' } };
export const Optional: Story = { args: { variant: 'optional' } };
export const LabelHidden: Story = { args: { variant: 'labelHidden' } };
