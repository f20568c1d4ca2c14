import { describe, expect, it } from 'vitest';
import { withPropertyFallbacks } from '../../../src/server/serverCss.ts';

// Tailwind 4's output for a border utility, as the build minifies it and as it is written unminified
const minified =
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}@layer theme{:root,:host{--color-brand:#0b5}}.border{border-style:var(--tw-border-style);border-width:1px}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}';
const written = `@layer properties {
  @supports ((-webkit-hyphens: none) and (not (margin-trim: inline))) or ((-moz-orient: inline) and (not (color:rgb(from red r g b)))) {
    *, ::before, ::after, ::backdrop {
      --tw-border-style: solid;
    }
  }
}
.border { border-style: var(--tw-border-style); border-width: 1px; }
@property --tw-border-style { syntax: "*"; inherits: false; initial-value: solid; }`;

describe("the server's style sheets: borders and shadows drawn before the element runs (shadow roots ignore @property)", () => {
  it("declares Tailwind's initial values on every element in its lowest layer, whatever the engine", () => {
    expect(withPropertyFallbacks(minified)).toContain('@layer properties{*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}@layer theme');
    expect(withPropertyFallbacks(written)).toMatch(/^@layer properties\{\*, ::before, ::after, ::backdrop \{\s*--tw-border-style: solid;\s*\}\}\n\.border/);
  });

  it('leaves the rest of the sheet as it is', () => {
    const after = withPropertyFallbacks(minified);
    expect(after.slice(after.indexOf('@layer theme'))).toBe(minified.slice(minified.indexOf('@layer theme')));
    expect(withPropertyFallbacks('.flex{display:flex}')).toBe('.flex{display:flex}');
  });

  it('says so when a sheet registers properties without the layer to fall back on (a Tailwind whose output changed)', () => {
    expect(() => withPropertyFallbacks('.border{border-style:var(--tw-border-style)}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}')).toThrow(
      /no Tailwind properties layer/,
    );
  });
});
