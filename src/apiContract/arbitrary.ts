import * as fc from 'fast-check';
import { resolvePointer, type Json } from './document.ts';

/**
 * A fast-check arbitrary of the values a JSON Schema (draft 2020-12, as zod writes it) allows: the request bodies
 * the contract check makes beside the document's examples. Strings stay short and lists small (a body the schema
 * allows, not a load test); `$ref`s are followed within the document, recursion stops after a few levels.
 */
export function arbitraryOf(document: Json, schema: Json, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema !== 'object' || schema === null) return fc.constant(null);
  if (typeof schema.$ref === 'string') {
    if (depth > 6) return fc.constant(null);
    return arbitraryOf(document, resolvePointer(document, schema.$ref) as Json, depth + 1);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(choices)) return fc.oneof(...choices.map((choice) => arbitraryOf(document, choice, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return arbitraryOf(document, schema.allOf[0] as Json, depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type === undefined ? undefined : [schema.type as string];
  if (type && type.length > 1) return fc.oneof(...type.map((each) => arbitraryOf(document, { ...schema, type: each }, depth)));
  switch (type?.[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: lowest(schema, 1) ?? -1000, max: highest(schema, 1) ?? 1000 });
    case 'number':
      return fc.double({ min: lowest(schema, Number.EPSILON) ?? -1000, max: highest(schema, Number.EPSILON) ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as Json | undefined) ?? {};
      const minLength = (schema.minItems as number | undefined) ?? 0;
      return fc.array(arbitraryOf(document, items, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 3, 3)) });
    }
    case 'object':
      return objectOf(document, schema, depth);
    default:
      return depth > 3 ? fc.constant(null) : fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** The least value a number schema allows (`step` above an exclusive minimum), if it names one. */
function lowest(schema: Json, step: number): number | undefined {
  if (typeof schema.minimum === 'number') return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  return undefined;
}

/** The greatest value a number schema allows, if it names one. */
function highest(schema: Json, step: number): number | undefined {
  if (typeof schema.maximum === 'number') return schema.maximum;
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  return undefined;
}

function stringOf(schema: Json): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? 24, 24));
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern as string);
    return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= ((schema.maxLength as number | undefined) ?? Infinity));
  }
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({ minLength, maxLength });
}

function objectOf(document: Json, schema: Json, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = (schema.required ?? []) as string[];
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(document, property, depth + 1)])),
    { requiredKeys: required.filter((name) => name in properties) },
  );
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
    const names = schema.propertyNames as Json | undefined;
    const key = names && typeof names === 'object' && (Array.isArray(names.enum) || typeof names.pattern === 'string') ? (arbitraryOf(document, { type: 'string', ...names }, depth) as fc.Arbitrary<string>) : fc.string({ minLength: 1, maxLength: 8 });
    return fc.dictionary(key, arbitraryOf(document, extra as Json, depth + 1), { maxKeys: 3 });
  }
  return known;
}
