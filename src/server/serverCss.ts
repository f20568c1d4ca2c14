/**
 * A style sheet as the server's HTML carries it. Browsers ignore `@property` inside a shadow root, so until the
 * element runs (and registers Tailwind's properties on the document, src/styles/adoptStyles.ts) the `--tw-*` values
 * that borders, shadows, rings and transforms are composed of have no initial value: a border draws none, and appears,
 * moving what is below it, when the module runs. Tailwind's own fallback for engines without `@property` (its
 * `properties` layer: the initial values declared on every element, below every other layer) is made unconditional.
 */
export function withPropertyFallbacks(css: string): string {
  // `@layer properties { @supports (engines without @property) { *, ::before, ::after, ::backdrop { ... } } }`
  const fallbacks = /@layer properties\s*\{\s*@supports[^{]*\{\s*([^{}]*\{[^{}]*\})\s*\}\s*\}/;
  if (fallbacks.test(css)) return css.replace(fallbacks, '@layer properties{$1}');
  if (css.includes('@property')) throw new Error('order-form/server: the style sheet registers properties but has no Tailwind properties layer to fall back on');
  return css;
}
