/**
 * What the contract check reads of the OpenAPI document (openapi.json, `order-form/openapi.json`): its operations by
 * operationId, their parameters, bodies, answers and examples. Nothing here knows the element: the document is all.
 */
export type Json = Record<string, unknown>;

export interface DocumentedOperation {
  operationId: string;
  method: string;
  /** the path template, `/plans/{code}` */
  path: string;
  /** the JSON pointer of the operation in the document, `#/paths/~1plans~1{code}/get` */
  pointer: string;
  parameters: Json[];
  /** the JSON body's schema pointer and named examples, when the operation has a body */
  body?: { schemaPointer: string; examples: Array<{ name: string; value: unknown }> };
  /** status (`200`, `5XX`) to the answer, `$ref`s resolved, with the pointer of its place in the document */
  answers: Map<string, { answer: Json; pointer: string }>;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a local JSON pointer (`#/components/schemas/Plan`). */
export function resolvePointer(document: Json, pointer: string): unknown {
  if (!pointer.startsWith('#')) throw new Error(`only local references are read: ${pointer}`);
  let value: unknown = document;
  for (const segment of pointer.slice(1).split('/').filter(Boolean).map(unescape)) {
    value = (value as Record<string, unknown> | undefined)?.[segment];
    if (value === undefined) throw new Error(`${pointer} is not in the document`);
  }
  return value;
}

/** An object that may be a `$ref` (a response, a parameter), followed to what it names, with its pointer. */
function followed(document: Json, value: Json, pointer: string): { value: Json; pointer: string } {
  let current = { value, pointer };
  for (let hops = 0; typeof current.value.$ref === 'string' && hops < 10; hops++) {
    const target = current.value.$ref as string;
    current = { value: resolvePointer(document, target) as Json, pointer: target };
  }
  return current;
}

export function documentedOperations(document: Json): Map<string, DocumentedOperation> {
  const operations = new Map<string, DocumentedOperation>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method)) continue;
      const pointer = `#/paths/${escape(path)}/${method}`;
      const parameters = ((operation.parameters ?? []) as Json[]).map((parameter, n) => followed(document, parameter, `${pointer}/parameters/${n}`).value);
      const json = ((operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'];
      const body = json
        ? {
            schemaPointer: `${pointer}/requestBody/content/application~1json/schema`,
            examples: Object.entries((json.examples ?? {}) as Record<string, Json>).map(([name, example]) => ({ name, value: example.value })),
          }
        : undefined;
      const answers = new Map<string, { answer: Json; pointer: string }>();
      for (const [status, answer] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        const resolved = followed(document, answer, `${pointer}/responses/${status}`);
        answers.set(status, { answer: resolved.value, pointer: resolved.pointer });
      }
      const operationId = (operation.operationId as string | undefined) ?? `${method.toUpperCase()} ${path}`;
      operations.set(operationId, { operationId, method, path, pointer, parameters, ...(body ? { body } : {}), answers });
    }
  }
  return operations;
}

/** The documented answer for a status: the exact one, else its range (`5XX`). */
export function answerFor(operation: DocumentedOperation, status: number): { status: string; answer: Json; pointer: string } | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`]) {
    const found = operation.answers.get(key);
    if (found) return { status: key, ...found };
  }
  return undefined;
}

/** The first example of an answer of a status (the one the examples' journey expects). */
export function answerExample(operation: DocumentedOperation, status: string): unknown {
  const json = (operation.answers.get(status)?.answer.content as Record<string, Json> | undefined)?.['application/json'];
  const first = Object.values((json?.examples ?? {}) as Record<string, Json>)[0];
  return first?.value;
}

export { escape as escapePointerSegment };
