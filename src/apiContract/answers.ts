import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { answerFor, escapePointerSegment, type DocumentedOperation, type Json } from './document.ts';

/** One way an answer differs from the document: the operation, where in the document, what. */
export interface Mismatch {
  operationId: string;
  /** the JSON pointer in the document of the rule broken (`#/components/schemas/Plan/properties/code/type`) */
  schemaPath: string;
  message: string;
}

/** What the check got: status, headers and the body as bytes (a PDF) or text. */
export interface ReceivedAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

const DOCUMENT_ID = 'openapi.json';

/**
 * Checks answers against the document with ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect): the status is one the
 * operation documents, the content type and the body are the documented ones, and every header the answer must carry
 * is there. Each mismatch names the operation and the document's path of the rule broken.
 */
export function answerChecker(document: Json) {
  // verbose: each error carries the schema object it broke, whose place in the document `pointers` knows
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, verbose: true });
  const pointers = pointersOf(document);
  const where = (error: ErrorObject) => {
    const place = error.parentSchema ? pointers.get(error.parentSchema) : undefined;
    return place ? `${place}/${error.keyword}` : error.schemaPath;
  };
  addFormats(ajv as never);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  /** Does a value match the schema at a pointer of the document (a request body, an example)? */
  function matches(pointer: string, value: unknown): string[] {
    const validate = validator(pointer);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'} (${where(error)})`);
  }

  function check(operation: DocumentedOperation, answer: ReceivedAnswer, allowed?: (status: string) => boolean): Mismatch[] {
    const operationId = operation.operationId;
    const documented = answerFor(operation, answer.status);
    if (!documented) {
      return [{ operationId, schemaPath: `${operation.pointer}/responses`, message: `status ${answer.status} is not documented (${[...operation.answers.keys()].join(', ')})` }];
    }
    if (allowed && !allowed(documented.status)) {
      return [{ operationId, schemaPath: documented.pointer, message: `status ${answer.status} (${firstLine(answer)})` }];
    }
    const mismatches: Mismatch[] = [];
    const headers = (documented.answer.headers ?? {}) as Record<string, Json>;
    for (const [name, header] of Object.entries(headers)) {
      if (header.required === true && !answer.headers.has(name)) {
        mismatches.push({ operationId, schemaPath: `${documented.pointer}/headers/${name}`, message: `status ${answer.status} lacks the header ${name}` });
      }
    }
    const content = documented.answer.content as Record<string, Json> | undefined;
    const type = answer.headers.get('content-type') ?? '';
    if (!content) {
      if (answer.body.byteLength > 0) mismatches.push({ operationId, schemaPath: documented.pointer, message: `status ${answer.status} has a body, the document none` });
      return mismatches;
    }
    if (content['application/pdf']) {
      const pdf = new TextDecoder().decode(answer.body.slice(0, 5)) === '%PDF-';
      if (!/application\/pdf/i.test(type) || !pdf) {
        mismatches.push({ operationId, schemaPath: `${documented.pointer}/content/application~1pdf`, message: `status ${answer.status} is not a PDF (${type || 'no content type'})` });
      }
      return mismatches;
    }
    const schemaPointer = `${documented.pointer}/content/application~1json/schema`;
    if (!/\bjson\b/i.test(type)) {
      mismatches.push({ operationId, schemaPath: `${documented.pointer}/content`, message: `status ${answer.status} is not JSON (${type || 'no content type'})` });
      return mismatches;
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(answer.body));
    } catch {
      mismatches.push({ operationId, schemaPath: schemaPointer, message: `status ${answer.status}: the body is not valid JSON` });
      return mismatches;
    }
    const validate = validator(schemaPointer);
    if (!validate(body)) {
      for (const error of validate.errors ?? []) {
        mismatches.push({ operationId, schemaPath: where(error), message: `status ${answer.status}: ${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}` });
      }
    }
    return mismatches;
  }

  return { check, matches };
}

function firstLine(answer: ReceivedAnswer): string {
  const text = new TextDecoder().decode(answer.body.slice(0, 300));
  return text.split('\n')[0]!.slice(0, 160) || 'no body';
}

/** Every object of the document by its JSON pointer (`#/components/schemas/Plan/properties/code`), the first place. */
function pointersOf(document: Json): WeakMap<object, string> {
  const pointers = new WeakMap<object, string>();
  const visit = (value: unknown, pointer: string) => {
    if (!value || typeof value !== 'object' || pointers.has(value)) return;
    pointers.set(value, pointer);
    for (const [key, item] of Object.entries(value)) visit(item, `${pointer}/${escapePointerSegment(key)}`);
  };
  visit(document, '#');
  return pointers;
}
