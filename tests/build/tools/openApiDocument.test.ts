import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument, openApiText } from '../../../build/tools/openApi/document.ts';
import { openApiPath } from '../../../build/tools/openApiDocument.ts';
import { answerChecker } from '../../../src/apiContract/answers.ts';
import { documentedOperations, type Json } from '../../../src/apiContract/document.ts';
import { callOrder } from '../../../src/apiContract/run.ts';

/*
 * openapi.json, the OpenAPI 3.1 document of /api/ (issue 51; docs/BACKEND.md): the committed file is what the element's
 * zod schemas and build/tools/openApi/ give (`npm run openapi` writes it again), a valid OpenAPI 3.1 document, with
 * every call of spec section 7 and an example of each request and answer that its schema accepts.
 */

const committed = JSON.parse(readFileSync(openApiPath, 'utf8')) as Json;
const document = openApiDocument();
const operations = documentedOperations(document);

/** Spec section 7's calls, and `GET orders/by-key/{idempotencyKey}` (issue 48), as the element sends them. */
const specCalls = [
  'GET /translations/{namespace}',
  'GET /plan-classes',
  'GET /plans/{code}',
  'GET /contract-summary',
  'PUT /order',
  'DELETE /order',
  'GET /order',
  'POST /orders',
  'GET /orders/by-key/{idempotencyKey}',
  'POST /cart',
  'POST /quotes',
  'GET /companies',
  'GET /providers',
  'GET /plans/{id}/vouchers',
  'GET /partners/{partnerCode}/references',
  'GET /partners/{partnerCode}/references/{number}',
  'POST /auth',
  'GET /auth',
  'POST /plan-links',
  'GET /plan-links/{planCode}',
  'POST /plans/{planCode}/order/validate',
  'POST /provider-availabilities/{provider}',
  'POST /apc/check',
  'POST /auto-address',
];

describe('openapi.json, the OpenAPI document of /api/', () => {
  it('is the document the element\'s schemas give (npm run openapi writes it)', () => {
    expect(readFileSync(openApiPath, 'utf8') === openApiText(), 'openapi.json is out of date: run `npm run openapi`').toBe(true);
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(committed));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every call of the spec, each once, named as the element names it (and so in the contract check\'s order)', () => {
    const calls = [...operations.values()].map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect([...calls].sort()).toEqual([...specCalls].sort());
    expect([...operations.keys()].sort()).toEqual([...callOrder].sort());
  });

  it('gives every operation the answers every call can give: 401 of an ended session, a 5xx; every PUT, POST and DELETE the 403 and the XSRF header', () => {
    for (const operation of operations.values()) {
      const statuses = [...operation.answers.keys()];
      expect(statuses.some((status) => status.startsWith('2')), operation.operationId).toBe(true);
      expect(statuses, operation.operationId).toContain('5XX');
      if (operation.operationId !== 'checkSession' && operation.operationId !== 'authenticateWithToken') expect(statuses, operation.operationId).toContain('401');
      const xsrf = operation.parameters.some((parameter) => parameter.name === 'X-XSRF-TOKEN' && parameter.in === 'header' && parameter.required === true);
      const changes = operation.method !== 'get' && operation.operationId !== 'authenticateWithToken';
      expect(xsrf, operation.operationId).toBe(changes);
      if (changes) expect(statuses, operation.operationId).toContain('403');
    }
    const submit = operations.get('submitOrder')!;
    expect(submit.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
    expect([...submit.answers.keys()]).toContain('422');
    expect(operations.get('loadPlan')!.answers.has('412')).toBe(true);
    expect(operations.get('loadPlan')!.answers.has('404')).toBe(true);
    expect(operations.get('authenticateWithToken')!.answers.has('401')).toBe(true);
    const schemes = (committed.components as Json).securitySchemes as Json;
    expect(schemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('has an example of each request and answer, and each example is one its schema accepts', () => {
    const { matches } = answerChecker(committed);
    const rejected: string[] = [];
    for (const operation of operations.values()) {
      for (const parameter of operation.parameters) {
        if (parameter.required === true && parameter.example === undefined) rejected.push(`${operation.operationId}: parameter ${String(parameter.name)} has no example`);
      }
      if (operation.body) {
        if (operation.body.examples.length === 0) rejected.push(`${operation.operationId}: the body has no example`);
        for (const example of operation.body.examples) {
          for (const problem of matches(operation.body.schemaPointer, example.value)) rejected.push(`${operation.operationId} body ${example.name}: ${problem}`);
        }
      }
      for (const [status, { answer, pointer }] of operation.answers) {
        const content = answer.content as Record<string, Json> | undefined;
        const json = content?.['application/json'];
        if (json) {
          const examples = Object.entries((json.examples ?? {}) as Record<string, { value: unknown }>);
          if (examples.length === 0) rejected.push(`${operation.operationId} ${status}: no example`);
          for (const [name, { value }] of examples) {
            for (const problem of matches(`${pointer}/content/application~1json/schema`, value)) rejected.push(`${operation.operationId} ${status} ${name}: ${problem}`);
          }
        } else if (content?.['application/pdf']) {
          const disposition = (answer.headers as Record<string, Json> | undefined)?.['Content-Disposition'];
          if (!disposition?.example || disposition.required !== true) rejected.push(`${operation.operationId} ${status}: a PDF without its Content-Disposition`);
        } else if (status !== '204') rejected.push(`${operation.operationId} ${status}: no content`);
      }
    }
    expect(rejected).toEqual([]);
  });

  it('names each schema as src/api/schemas or src/domain/schemas exports it, and holds only those its operations reach', () => {
    const schemas = Object.keys((committed.components as Json).schemas as Json);
    expect(schemas).toEqual(expect.arrayContaining(['AuthResponse', 'PlanResponse', 'OrderBody', 'SubmitOrderBody', 'SubmitOrderResponse', 'ErrorAnswer', 'InvalidRequestAnswer']));
    const text = JSON.stringify(committed);
    for (const name of schemas) expect(text, name).toContain(`"#/components/schemas/${name}"`);
  });

  it('is shipped by the package as order-form/openapi.json', () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { exports: Record<string, unknown>; files: string[]; bin: Record<string, string> };
    expect(manifest.exports['./openapi.json']).toBe('./openapi.json');
    expect(manifest.files).toContain('openapi.json');
    expect(manifest.bin['order-form-contract']).toBe('./dist/contract.js');
  });
});
