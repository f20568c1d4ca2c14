/**
 * `field.changed { section, path, value }`: a copy of the section with the value at a dotted path
 * (`connectionAddress.street`, `portingNumbers.0.number`). Arrays stay arrays.
 */
export function setAtPath<T>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') return value as T;
  const container: Record<string, unknown> | unknown[] = Array.isArray(target)
    ? [...target]
    : { ...(target as Record<string, unknown>) };
  const current = (container as Record<string, unknown>)[head];
  (container as Record<string, unknown>)[head] = rest.length === 0 ? value : setAtPath(current ?? {}, rest.join('.'), value);
  return container as T;
}
