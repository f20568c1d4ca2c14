/*
 * The text of the HTML the server renderer writes around React's markup: the element's tag with its attributes,
 * and the JSON of the answers it used. Everything from the API or the host stays text here: an attribute value
 * cannot close its quotes, and the JSON cannot close its script or open a comment (DESIGN.md, "The first screen in
 * the HTML").
 */

/** An attribute's value, between double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const attributeName = /^[a-z][a-z0-9-]*$/;

/** ` name="value"` for each attribute; a name that is not a plain lower-case attribute name is refused. */
export function attributesText(attributes: ReadonlyArray<readonly [string, string]>): string {
  return attributes
    .map(([name, value]) => {
      if (!attributeName.test(name)) throw new TypeError(`order-form/server: "${name}" is not an attribute name`);
      return ` ${name}="${escapeAttribute(value)}"`;
    })
    .join('');
}

const scriptUnsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for the inside of a `<script type="application/json">`: `<`, `>` and `&` written as \u escapes (so neither
 * `</script>` nor `<!--` can appear in it), U+2028 and U+2029 too (line ends to older JavaScript). JSON.parse of
 * the script's text gives the value back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => scriptUnsafe[character]!);
}
