/** A stable 32-bit string hash (Java's `String.hashCode`): the same text gives the same answer on every visit. */
export function hashCode(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(31, hash) + text.charCodeAt(index)) | 0;
  return hash;
}
