/**
 * The CSS custom properties a host page themes the element with (README, "Theming"): set on the element, their
 * defaults on `:host` in src/styles/theme.css. The Custom Elements Manifest is made from this table, and a test
 * checks it against the style sheets (every `--order-form-*` they use is here, each default is theme.css's).
 */
export const themeProperties = {
  '--order-form-brand': { default: '#0b5cad', description: 'Primary buttons, links, focus rings, the step indicator, the logo tile.' },
  '--order-form-brand-contrast': { default: '#ffffff', description: 'Text and icons on the brand colour.' },
  '--order-form-accent': { default: '#e2007a', description: 'Highlights (the "Popular" badge, the logo\'s dot).' },
  '--order-form-font': { default: '"Liberation Sans", Arial, Helvetica, sans-serif', description: 'All text.' },
  '--order-form-radius': { default: '0.5rem', description: 'Corners of buttons, cards, alerts, dialogs.' },
} as const satisfies Readonly<Record<`--order-form-${string}`, { default: string; description: string }>>;

export type OrderFormThemeProperty = keyof typeof themeProperties;
