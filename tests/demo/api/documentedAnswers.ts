import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { answerChecker } from '../../../src/apiContract/answers.ts';
import { documentedOperations, type DocumentedOperation } from '../../../src/apiContract/document.ts';

/*
 * The demo's answers in the demo's tests, checked against the OpenAPI document (openapi.json; issue 51): every answer
 * `arrive()` (./visitor.ts) gets for an operation of the document must be one the document gives that operation
 * (its status, headers and body), else the test fails there, naming the operation and the schema path. Paths outside
 * the document (`/api/_demo/`, an unknown path) are not checked.
 */

const document = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../openapi.json'), 'utf8')) as Record<string, unknown>;
const operations = [...documentedOperations(document).values()];
const checker = answerChecker(document);

/** The operation of a request to the demo (`GET /api/plans/VOIPPRIV?lang=de`), by its path template. */
export function operationOf(method: string, url: string): DocumentedOperation | undefined {
  const path = new URL(url, 'http://demo.test').pathname.replace(/^\/api/, '');
  // a fixed segment wins over a parameter (`/orders/by-key/{key}` is not `/order`): the most fixed segments first
  const fixed = (template: string) => template.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
  return operations
    .filter((operation) => operation.method === method.toLowerCase())
    .sort((a, b) => fixed(b.path) - fixed(a.path))
    .find((operation) => new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`).test(path));
}

/** Throws, naming the operation and the schema path, when the demo's answer is not one the document gives. */
export async function expectDocumented(method: string, url: string, response: Response): Promise<void> {
  const operation = operationOf(method, url);
  if (!operation) return;
  const copy = response.clone();
  const mismatches = checker.check(operation, { status: copy.status, headers: copy.headers, body: new Uint8Array(await copy.arrayBuffer()) });
  if (mismatches.length > 0) {
    throw new Error(
      `the demo answered ${method} ${url} as openapi.json does not say:\n${mismatches.map((mismatch) => `  ${mismatch.operationId}: ${mismatch.message} at ${mismatch.schemaPath}`).join('\n')}`,
    );
  }
}
