/**
 * The OpenAPI 3.1 document of `/api/` (issue 51; docs/BACKEND.md), made from the zod schemas the element sends and
 * parses with (src/api/schemas/) by zod 4's own JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1), and
 * the operations of ./operations.ts. `npm run openapi` writes it to openapi.json; the package ships it as
 * `order-form/openapi.json`, the demo serves it at `/api/openapi.json`, the contract check reads it.
 */
import * as z from 'zod/mini';
import * as apiSchemas from '../../../src/api/schemas/index.ts';
import * as errorSchemas from '../../../src/api/schemas/errors.ts';
import * as domainSchemas from '../../../src/domain/schemas/index.ts';
import { operations, type Answer, type Operation, type Parameter } from './operations.ts';

type Json = Record<string, unknown>;

const componentsPrefix = '#/components/schemas/';

/**
 * One component per schema, named as its module exports it: the api's name where it gives a domain schema another
 * (`OrderBody` is the domain's `Order`), so that a reader finds each in src/.
 */
function schemaNames(): Map<object, string> {
  const names = new Map<object, string>();
  for (const module of [domainSchemas, apiSchemas, errorSchemas] as Array<Record<string, unknown>>) {
    for (const [name, value] of Object.entries(module)) {
      if (!value || typeof value !== 'object' || !('_zod' in value)) continue;
      // a module namespace lists its names in order: of two names of one schema in src/api, the later one
      if (module !== domainSchemas || !names.has(value)) names.set(value, name);
    }
  }
  return names;
}

/** Every named schema as JSON Schema, as the server must send it for the element to read it (zod's input side). */
function componentSchemas(names: Map<object, string>): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema as z.ZodMiniType, { id });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io: 'input', uri: (id) => `${componentsPrefix}${id}` }) as { schemas: Record<string, Json> };
  const out: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema;
    out[id] = rest;
  }
  return out;
}

function refTo(names: Map<object, string>, schema: object): Json {
  const name = names.get(schema);
  if (!name) throw new Error('a schema of ./operations.ts is no named export of src/api/schemas or src/domain/schemas');
  return { $ref: `${componentsPrefix}${name}` };
}

function queryParameters(names: Map<object, string>, components: Record<string, Json>, query: NonNullable<Operation['query']>): Json[] {
  const schema = components[names.get(query.schema)!]!;
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    description: query.description?.[name] ?? name,
    required: required.has(name),
    schema: property,
    ...(name in query.example ? { example: query.example[name] } : {}),
  }));
}

function parameter(names: Map<object, string>, { schema, ...rest }: Parameter): Json {
  const isZod = schema && '_zod' in schema;
  return { ...rest, required: rest.required ?? false, ...(schema ? { schema: isZod ? refTo(names, schema) : schema } : {}) };
}

function examplesOf(examples: Record<string, unknown> | undefined): Json | undefined {
  if (!examples) return undefined;
  return Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }]));
}

function response(names: Map<object, string>, answer: Answer): Json {
  const headers = answer.headers
    ? Object.fromEntries(
        Object.entries(answer.headers).map(([name, header]) => [
          name,
          { description: header.description, required: header.required ?? false, schema: { type: 'string' }, ...(header.example ? { example: header.example } : {}) },
        ]),
      )
    : undefined;
  const content = answer.pdf
    ? { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } }
    : answer.schema
      ? { 'application/json': { schema: refTo(names, answer.schema), examples: examplesOf(answer.examples) } }
      : undefined;
  return { description: answer.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
}

const xsrfParameter = { $ref: '#/components/parameters/XsrfToken' };

/** The answers many operations share, by name (`components.responses`), filled as the operations are made. */
type SharedAnswers = Map<string, Json>;

function answerOrRef(names: Map<object, string>, shared: SharedAnswers, answer: Answer): Json {
  if (!answer.component) return response(names, answer);
  shared.set(answer.component, response(names, answer));
  return { $ref: `#/components/responses/${answer.component}` };
}

function operationObject(names: Map<object, string>, components: Record<string, Json>, shared: SharedAnswers, operation: Operation): Json {
  const parameters = [
    ...(operation.parameters ?? []).map((each) => parameter(names, each)),
    ...(operation.query ? queryParameters(names, components, operation.query) : []),
    ...(operation.xsrf ? [xsrfParameter] : []),
  ];
  const security = operation.security === 'none' ? [{}, { sessionCookie: [] }] : operation.security === 'bearer' ? [{ partnerToken: [] }] : undefined;
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    ...(security ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            description: operation.body.description,
            required: true,
            content: { 'application/json': { schema: refTo(names, operation.body.schema), examples: examplesOf(operation.body.examples) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.answers)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, answer]) => [status, answerOrRef(names, shared, answer)]),
    ),
  };
}

/** The component schemas a `$ref` reaches from the paths, and none other (src/domain names many the API never sends). */
function reachable(paths: unknown, components: Record<string, Json>): Record<string, Json> {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === '$ref' && typeof item === 'string' && item.startsWith(componentsPrefix)) {
          const name = item.slice(componentsPrefix.length);
          if (!seen.has(name)) {
            seen.add(name);
            visit(components[name]);
          }
        } else visit(item);
      }
    }
  };
  visit(paths);
  return Object.fromEntries([...seen].sort().map((name) => [name, components[name]!]));
}

export function openApiDocument(): Json {
  const names = schemaNames();
  const components = componentSchemas(names);
  const shared: SharedAnswers = new Map();
  const paths: Record<string, Json> = {};
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(names, components, shared, operation) };
  }
  const responses = Object.fromEntries([...shared].sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'order-form /api/',
      version: '1.0.0',
      summary: 'The API a provider serves for the <order-form> element: every call the element makes and every answer it understands.',
      description:
        'Made from the zod schemas the element checks its answers with (src/api/schemas/), so it cannot drift from the element. The element sends credentials (cookies) with every call; PUT, POST and DELETE echo the `XSRF-TOKEN` cookie as `X-XSRF-TOKEN`. What a server must do that a schema cannot say (sessions, the XSRF echo, idempotency, order, time limits, languages and caching) is in docs/BACKEND.md. Check a server with `npx order-form-contract --api <base URL>`.',
      license: { name: 'UNLICENSED' },
    },
    // no `jsonSchemaDialect`: 3.1's default (the OAS dialect over draft 2020-12) reads zod's schemas as they are, and
    // swagger-ui refuses any other value
    servers: [{ url: '/api', description: 'the API base (the element\'s `api-base` attribute, default `/api/`)' }],
    tags: [
      { name: 'session', description: 'who is ordering (spec sections 4, 6)' },
      { name: 'catalogue', description: 'plans and texts (spec sections 3, 7)' },
      { name: 'address', description: 'the address check (spec sections 2, 4)' },
      { name: 'order', description: 'the order, step by step, and its submit (spec sections 3, 5, 7)' },
      { name: 'partner', description: 'partner reference numbers (spec section 6)' },
      { name: 'documents', description: 'the PDFs' },
      { name: 'plan links', description: 'saved configurations (spec section 3)' },
    ],
    security: [{ sessionCookie: [] }],
    paths,
    components: {
      schemas: reachable({ paths, responses }, components),
      responses,
      parameters: {
        XsrfToken: {
          name: 'X-XSRF-TOKEN',
          in: 'header',
          required: true,
          description: 'The value of the `XSRF-TOKEN` cookie the server set, URL-decoded: every PUT, POST and DELETE but `POST auth` with a bearer token.',
          schema: { type: 'string', minLength: 1 },
          example: 'c1b9e0d4a7f2',
        },
      },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'demo_session',
          description: 'The visitor\'s session: a cookie the server sets on the first call (its name is the server\'s; the demo\'s is `demo_session`). The element sends credentials with every call.',
        },
        partnerToken: { type: 'http', scheme: 'bearer', description: 'The partner\'s or customer portal\'s token of the page\'s `#auth_token=` hash (`POST auth` only).' },
      },
    },
  };
}

/** The document as committed: two-space JSON and a final newline. */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
