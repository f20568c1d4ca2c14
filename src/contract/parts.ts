/**
 * The element's shadow parts, for `::part()` from the host page (README, "Theming"). Every `part="..."` the element
 * renders is listed here and nothing else (tests/build/tools/customElementsManifest.test.ts reads src/ for them); the
 * Custom Elements Manifest is made from this table.
 */
export const parts = {
  root: 'The whole form.',
  header: 'The header bar (placed by the header attribute: sticky inside the element by default).',
  logo: "The header's logo link.",
  phone: "The header's phone number link.",
  'language-button': "The header's language menu button.",
  'cart-button': 'The button that opens the cart, with the monthly total.',
  'partner-banners': 'The partner, agent and parent-customer banners (partner mode).',
  content: 'The area below the header: loading placeholder, pages, steps.',
  'step-frame': 'The frame around each step: step indicator, heading, step screen, back and next (data-step names the step).',
  'step-actions': 'The row with the back and next buttons.',
  button:
    'Every button of the form (data-variant="primary" or "text"; data-state="idle", "pending" or "disabled").',
} as const satisfies Readonly<Record<string, string>>;

export type OrderFormPart = keyof typeof parts;
