import { MAX_ARRAY_ITEMS, type LimitIssue } from './limits.ts';

export type BracketQuery = { ok: true; value: Record<string, unknown> } | { ok: false; issues: LimitIssue[] };

/**
 * A flat query with one list written in brackets (`cartAddons[0][id]=3112&cartAddons[0][quantity]=2`, spec
 * section 7) back into its typed shape: the list's items in the order of their indices, gaps closed, every other
 * parameter as it came (the last of a repeated name). An index is at most `maxItems - 1`; a larger one, a
 * parameter of the list's name in another form or a field not named answers issues (the route's 400). Nothing is
 * ever allocated by index: the items are collected by index in a map and sorted, so `[4294967294]` costs what
 * `[0]` does.
 */
export function parseBracketQuery(params: URLSearchParams, list: string, fields: readonly string[], maxItems = MAX_ARRAY_ITEMS): BracketQuery {
  const out: Record<string, unknown> = {};
  const items = new Map<number, Record<string, string>>();
  const issues: LimitIssue[] = [];
  const maxIndex = maxItems - 1;
  for (const [key, value] of params) {
    if (key !== list && !key.startsWith(`${list}[`)) {
      out[key] = value;
      continue;
    }
    const match = /^\[(0|[1-9][0-9]*)\]\[([A-Za-z_]+)\]$/.exec(key.slice(list.length));
    if (!match || !fields.includes(match[2]!)) {
      issues.push({ path: [key], code: 'invalid_key', origin: 'query', maximum: maxIndex, message: `Expected ${list}[n][${fields.join('|')}]` });
      continue;
    }
    const digits = match[1]!;
    const index = digits.length <= String(maxIndex).length ? Number(digits) : Number.POSITIVE_INFINITY;
    if (index > maxIndex) {
      issues.push({ path: [list, digits], code: 'too_big', origin: 'query', maximum: maxIndex, message: `${list} index at most ${maxIndex}` });
      continue;
    }
    items.set(index, { ...items.get(index), [match[2]!]: value });
  }
  if (issues.length > 0) return { ok: false, issues: issues.slice(0, 10) };
  out[list] = [...items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
  return { ok: true, value: out };
}
