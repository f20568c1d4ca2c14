export interface PageTitleParts {
  base: string;
  section?: string | undefined;
  subsection?: string | undefined;
  brand: string;
}

/**
 * Spec section 2: the translated title with the brand prefix removed; 'base: section - subsection' when both
 * are given, otherwise base; the brand always appended after ' - '.
 */
export function pageTitle({ base, section, subsection, brand }: PageTitleParts): string {
  const withoutBrand = stripBrand(base, brand);
  const title = section && subsection ? `${withoutBrand}: ${section} - ${subsection}` : withoutBrand;
  return brand ? `${title} - ${brand}` : title;
}

function stripBrand(text: string, brand: string): string {
  if (!brand || !text.startsWith(brand)) return text;
  return text.slice(brand.length).replace(/^[\s:\-–|]+/, '');
}
