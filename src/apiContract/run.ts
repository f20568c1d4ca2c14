import * as fc from 'fast-check';
import { XSRF_COOKIE, XSRF_HEADER } from '../api/httpOptions.ts';
import { cookieJar, type CookieJar } from '../server/cookieJar.ts';
import { answerChecker, type Mismatch, type ReceivedAnswer } from './answers.ts';
import { arbitraryOf } from './arbitrary.ts';
import { documentedOperations, resolvePointer, type DocumentedOperation, type Json } from './document.ts';

export interface ContractOptions {
  /** the OpenAPI document (the package's openapi.json) */
  document: Json;
  /** the server's API base, `https://staging.example/api/` */
  api: string;
  /** the fetch the check sends with (tests: a Hono app's) */
  fetch?: typeof fetch;
  /** fast-check's seed for the generated bodies (printed, so that a run can be repeated) */
  seed?: number;
  /** generated bodies per operation with a body, beside its examples */
  runs?: number;
  /** a partner token the server knows (`POST auth`); the demo's by default */
  token?: string;
  /**
   * A path under the API base that, POSTed with a session's cookies, ends that session (a test hook of the server):
   * how the check sees the 401 of an ended session. Against the demo API its own developer endpoint is used.
   */
  endSession?: string;
  /** one line of the report at a time (default: none) */
  log?: (line: string) => void;
}

export interface ContractResult {
  passed: number;
  failed: number;
  /** the behaviours that could not be checked against this server, each with why */
  notChecked: string[];
  mismatches: Mismatch[];
  seed: number;
}

/**
 * The order the element calls the API in (spec section 4): the session, the start-up's loads, the plan, the address
 * check, the cart, the order's steps, the live checks, the documents and plan links, the order with its key. An
 * operation of the document not named here is checked after them.
 */
export const callOrder = [
  'checkSession',
  'authenticateWithToken',
  'loadPlanClasses',
  'loadTranslations',
  'loadPlan',
  'searchAddresses',
  'checkApc',
  'checkProviderAvailability',
  'updateCart',
  'loadProviders',
  'searchCompanies',
  'checkVoucher',
  'saveOrder',
  'loadOrder',
  'validateOrderField',
  'loadNextPartnerReference',
  'checkPartnerReference',
  'loadContractSummary',
  'submitQuote',
  'createPlanLink',
  'loadPlanLink',
  'submitOrder',
  'findOrder',
  'deleteOrder',
];

interface Request {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** send the X-XSRF-TOKEN echo (default: when the operation documents it) */
  xsrf?: boolean | string;
}

/** One visitor of the server: its own cookies (session, XSRF), as a browser tab holds them. */
class Visitor {
  readonly jar: CookieJar;
  readonly base: string;

  constructor(send: typeof fetch, base: string) {
    this.jar = cookieJar(send);
    this.base = base;
  }

  async send(operation: DocumentedOperation, request: Request = {}): Promise<ReceivedAnswer> {
    const headers: Record<string, string> = { accept: 'application/json, application/pdf', ...request.headers };
    const documentsXsrf = operation.parameters.some((parameter) => parameter.in === 'header' && String(parameter.name).toLowerCase() === XSRF_HEADER.toLowerCase());
    const xsrf = request.xsrf ?? documentsXsrf;
    const token = typeof xsrf === 'string' ? xsrf : xsrf ? this.jar.xsrfToken() : undefined;
    if (token) headers[XSRF_HEADER] = token;
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const response = await this.jar.fetch(this.url(operation.path, request), { method: operation.method.toUpperCase(), headers, ...(body === undefined ? {} : { body }) });
    return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
  }

  /** POST to a path of the server outside the document (a test hook), with this visitor's cookies and XSRF echo. */
  async post(path: string, body: unknown): Promise<number> {
    const token = this.jar.xsrfToken();
    const response = await this.jar.fetch(new URL(path.replace(/^\//, ''), this.base).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  }

  url(template: string, request: Request): string {
    const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.path?.[name] ?? ''));
    const url = new URL(path.replace(/^\//, ''), this.base);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value === undefined || value === null) continue;
      if (typeof value === 'object') {
        // deepObject: `cartAddons[0][id]=...`
        for (const [index, fields] of Object.entries(value as Record<string, Record<string, unknown>>)) {
          for (const [field, item] of Object.entries(fields)) url.searchParams.append(`${name}[${index}][${field}]`, String(item));
        }
      } else url.searchParams.append(name, String(value));
    }
    return url.href;
  }
}

/** The documented example of each parameter, by where it goes. */
function exampleRequest(operation: DocumentedOperation): Required<Pick<Request, 'path' | 'query' | 'headers'>> {
  const request = { path: {} as Record<string, string>, query: {} as Record<string, unknown>, headers: {} as Record<string, string> };
  for (const parameter of operation.parameters) {
    if (parameter.example === undefined) continue;
    const name = String(parameter.name);
    if (parameter.in === 'path') request.path[name] = String(parameter.example);
    else if (parameter.in === 'query') request.query[name] = parameter.example;
    else if (parameter.in === 'header' && name.toLowerCase() !== XSRF_HEADER.toLowerCase()) request.headers[name] = String(parameter.example);
  }
  return request;
}

const isSuccess = (status: string) => status.startsWith('2');
/** A body the schema allows may be refused (a 4xx the document names), never break the session or the server. */
const isAnswerToAllowedBody = (status: string) => !['401', '403'].includes(status) && !status.startsWith('5');

const uuid = () => globalThis.crypto.randomUUID();

/**
 * `order-form-contract`: checks a server against the OpenAPI document as the element uses it. Every operation in
 * the element's order with the document's examples (one visitor's journey, each answered with success), then bodies
 * generated from the schemas (fast-check; in a session of their own, each answered as documented), every answer's
 * status, headers and body validated with ajv; then the behaviours the element relies on (the XSRF echo, the 401 of
 * an ended session, one key one order). One line per operation or behaviour, each mismatch under it naming the
 * operation and the document's path of the rule broken.
 */
export async function runContract(options: ContractOptions): Promise<ContractResult> {
  const document = options.document;
  const base = options.api.endsWith('/') ? options.api : `${options.api}/`;
  const send = options.fetch ?? globalThis.fetch;
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const runs = options.runs ?? 3;
  const log = options.log ?? (() => undefined);
  const operations = documentedOperations(document);
  const checker = answerChecker(document);
  const result: ContractResult = { passed: 0, failed: 0, notChecked: [], mismatches: [], seed };

  const report = (name: string, what: string, mismatches: Mismatch[], started: number, note = '') => {
    const ms = Math.round(performance.now() - started);
    if (mismatches.length === 0) {
      result.passed++;
      log(`✓ ${name.padEnd(28)} ${what}${note ? `  ${note}` : ''}  ${ms} ms`);
    } else {
      result.failed++;
      result.mismatches.push(...mismatches);
      log(`✗ ${name.padEnd(28)} ${what}  ${ms} ms`);
      for (const mismatch of mismatches.slice(0, 12)) log(`    ${mismatch.operationId}: ${mismatch.message} at ${mismatch.schemaPath}`);
      if (mismatches.length > 12) log(`    ... and ${mismatches.length - 12} more`);
    }
  };

  log(`order-form contract check of ${base} against the OpenAPI document ${String((document.info as Json | undefined)?.version ?? '')} (${operations.size} operations, seed ${seed})`);

  const journey = new Visitor(send, base);
  const generated = new Visitor(send, base);
  const idempotencyKey = uuid();
  let seedOffset = 0;

  async function exercise(operation: DocumentedOperation): Promise<{ mismatches: Mismatch[]; requests: number }> {
    const mismatches: Mismatch[] = [];
    let requests = 0;
    const example = exampleRequest(operation);
    const expectSuccess = async (visitor: Visitor, request: Request) => {
      requests++;
      mismatches.push(...checker.check(operation, await visitor.send(operation, request), isSuccess));
    };
    if (operation.operationId === 'authenticateWithToken') {
      const partner = new Visitor(send, base);
      await expectSuccess(partner, { headers: { authorization: `Bearer ${options.token ?? 'demo-partner'}` } });
      requests++;
      mismatches.push(...checker.check(operation, await new Visitor(send, base).send(operation, { headers: { authorization: `Bearer not-a-token-${uuid()}` } }), (status) => status === '401'));
      return { mismatches, requests };
    }
    if (operation.operationId === 'findOrder') example.path.idempotencyKey = idempotencyKey;
    const keyed = (request: Request, key: string): Request =>
      operation.operationId === 'submitOrder' ? { ...request, headers: { ...request.headers, 'Idempotency-Key': key } } : request;
    // a path parameter with a list of values (the translations' namespaces): each of them
    const listed = operation.parameters.find((parameter) => parameter.in === 'path' && enumOf(document, parameter.schema as Json | undefined));
    const pathVariants = listed ? enumOf(document, listed.schema as Json)!.map((value) => ({ ...example.path, [String(listed.name)]: String(value) })) : [example.path];
    const bodies = operation.body?.examples.length ? operation.body.examples.map((each) => each.value) : [undefined];
    for (const path of pathVariants) {
      for (const body of bodies) await expectSuccess(journey, keyed({ ...example, path, ...(body === undefined ? {} : { body }) }, idempotencyKey));
    }
    if (operation.body && runs > 0) {
      const schema = resolvePointer(document, operation.body.schemaPointer) as Json;
      const values = fc.sample(arbitraryOf(document, schema), { numRuns: runs, seed: seed + seedOffset++ });
      for (const body of values) {
        requests++;
        const answer = await generated.send(operation, keyed({ ...example, body }, uuid()));
        const found = checker.check(operation, answer, isAnswerToAllowedBody);
        mismatches.push(...found.map((mismatch) => ({ ...mismatch, message: `${mismatch.message}, to the generated body ${clip(JSON.stringify(body))}` })));
      }
    }
    return { mismatches, requests };
  }

  // the generated bodies' session (its failure is the session check's line below)
  await generated.send(operations.get('checkSession') ?? [...operations.values()][0]!, {}).catch(() => undefined);
  const ordered = [...callOrder.filter((id) => operations.has(id)), ...[...operations.keys()].filter((id) => !callOrder.includes(id))];
  for (const id of callOrder.filter((each) => !operations.has(each))) {
    report(id, '', [{ operationId: id, schemaPath: '#/paths', message: 'the element calls it, the document has no such operation' }], performance.now());
  }
  for (const id of ordered) {
    const operation = operations.get(id)!;
    const started = performance.now();
    let outcome: { mismatches: Mismatch[]; requests: number };
    try {
      outcome = await exercise(operation);
    } catch (error) {
      outcome = { mismatches: [{ operationId: id, schemaPath: operation.pointer, message: `no answer: ${(error as Error).message}` }], requests: 1 };
    }
    report(id, `${operation.method.toUpperCase()} ${operation.path}`, outcome.mismatches, started, `${outcome.requests} request${outcome.requests === 1 ? '' : 's'}`);
  }

  for (const behaviour of behaviours) {
    const started = performance.now();
    try {
      const outcome = await behaviour.check({ operations, checker, send, base, options, document });
      if (outcome === 'notChecked') {
        result.notChecked.push(`${behaviour.name}: ${behaviour.notChecked}`);
        log(`- ${behaviour.name.padEnd(28)} not checked: ${behaviour.notChecked}`);
      } else report(behaviour.name, behaviour.what, outcome, started);
    } catch (error) {
      report(behaviour.name, behaviour.what, [{ operationId: behaviour.name, schemaPath: '#/paths', message: `no answer: ${(error as Error).message}` }], started);
    }
  }
  return result;
}

function enumOf(document: Json, schema: Json | undefined): unknown[] | undefined {
  if (!schema) return undefined;
  const resolved = typeof schema.$ref === 'string' ? (resolvePointer(document, schema.$ref) as Json) : schema;
  return Array.isArray(resolved.enum) ? resolved.enum : undefined;
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}...` : text);

interface BehaviourContext {
  operations: Map<string, DocumentedOperation>;
  checker: ReturnType<typeof answerChecker>;
  send: typeof fetch;
  base: string;
  options: ContractOptions;
  document: Json;
}

interface Behaviour {
  name: string;
  what: string;
  notChecked?: string;
  check(context: BehaviourContext): Promise<Mismatch[] | 'notChecked'>;
}

function need(operations: Map<string, DocumentedOperation>, id: string): DocumentedOperation {
  const operation = operations.get(id);
  if (!operation) throw new Error(`the document has no operation ${id}`);
  return operation;
}

function bodyOf(answer: ReceivedAnswer): Json {
  try {
    return JSON.parse(new TextDecoder().decode(answer.body)) as Json;
  } catch {
    return {};
  }
}

const behaviours: Behaviour[] = [
  {
    name: 'the XSRF echo',
    what: `the ${XSRF_COOKIE} cookie is set; a PUT without ${XSRF_HEADER}, or with another value, answers 403; with it, 2xx`,
    async check({ operations, checker, send, base }) {
      const mismatches: Mismatch[] = [];
      const visitor = new Visitor(send, base);
      const session = need(operations, 'checkSession');
      const save = need(operations, 'saveOrder');
      mismatches.push(...checker.check(session, await visitor.send(session), isSuccess));
      if (!visitor.jar.xsrfToken()) {
        return [{ operationId: session.operationId, schemaPath: `${session.pointer}/responses/200/headers/Set-Cookie`, message: `the answer sets no ${XSRF_COOKIE} cookie` }];
      }
      mismatches.push(...checker.check(save, await visitor.send(save, { body: {}, xsrf: false }), (status) => status === '403'));
      mismatches.push(...checker.check(save, await visitor.send(save, { body: {}, xsrf: `not-${visitor.jar.xsrfToken()}` }), (status) => status === '403'));
      mismatches.push(...checker.check(save, await visitor.send(save, { body: {} }), isSuccess));
      return mismatches;
    },
  },
  {
    name: 'an ended session',
    what: 'answers 401 to every call until GET auth makes a new session, which then answers',
    notChecked: 'the server offers no way to end a session (pass --end-session <path>)',
    async check({ operations, checker, send, base, options }) {
      const visitor = new Visitor(send, base);
      const session = need(operations, 'checkSession');
      const load = need(operations, 'loadOrder');
      const mismatches = checker.check(session, await visitor.send(session), isSuccess);
      if (options.endSession) {
        const status = await visitor.post(options.endSession, {});
        if (status < 200 || status > 299) return [{ operationId: 'endSession', schemaPath: '#/paths', message: `POST ${options.endSession} answered ${status}, not 2xx` }];
      } else {
        const health = await visitor.jar.fetch(new URL('_demo/health', base).href);
        await health.arrayBuffer();
        if (health.status !== 200) return 'notChecked';
        // the demo API: a fault for this session that ends it at its next call (demo/api/README.md, "Developer endpoints")
        const status = await visitor.post('_demo/faults', { path: 'order', method: 'GET', endSession: true, ownSession: true });
        if (status !== 201) return 'notChecked';
      }
      const only401 = (status: string) => status === '401';
      mismatches.push(...checker.check(load, await visitor.send(load), only401));
      mismatches.push(...checker.check(load, await visitor.send(load), only401).map((mismatch) => ({ ...mismatch, message: `${mismatch.message} (the second call after the end)` })));
      const renewal = await visitor.send(session);
      mismatches.push(...checker.check(session, renewal, isSuccess));
      if (renewal.headers.getSetCookie().length === 0) {
        mismatches.push({ operationId: session.operationId, schemaPath: `${session.pointer}/responses/200/headers/Set-Cookie`, message: 'the new session sets no cookie' });
      }
      mismatches.push(...checker.check(load, await visitor.send(load), isSuccess).map((mismatch) => ({ ...mismatch, message: `${mismatch.message} (in the new session)` })));
      return mismatches;
    },
  },
  {
    name: 'one key, one order',
    what: 'the same Idempotency-Key and body answer the same transactionId (also from another session); another body 422',
    async check({ operations, checker, send, base }) {
      const submit = need(operations, 'submitOrder');
      const find = need(operations, 'findOrder');
      const session = need(operations, 'checkSession');
      const body = submit.body?.examples[0]?.value as Json | undefined;
      if (!body) return [{ operationId: submit.operationId, schemaPath: `${submit.pointer}/requestBody`, message: 'the document has no example order' }];
      const key = uuid();
      const first = new Visitor(send, base);
      const second = new Visitor(send, base);
      await first.send(session);
      await second.send(session);
      const withKey = (request: Request, idempotencyKey = key): Request => ({ ...request, headers: { 'Idempotency-Key': idempotencyKey } });
      const mismatches: Mismatch[] = [];
      const answers: ReceivedAnswer[] = [];
      for (const visitor of [first, first, second]) {
        const answer = await visitor.send(submit, withKey({ body }));
        answers.push(answer);
        mismatches.push(...checker.check(submit, answer, isSuccess));
      }
      const ids = answers.map((answer) => bodyOf(answer).transactionId);
      if (mismatches.length === 0 && !(ids[0] && ids.every((id) => id === ids[0]))) {
        mismatches.push({ operationId: submit.operationId, schemaPath: `${submit.pointer}/parameters`, message: `the same key and body answered the transactionIds ${ids.map(String).join(', ')}` });
      }
      const fate = await first.send(find, { path: { idempotencyKey: key } });
      mismatches.push(...checker.check(find, fate, isSuccess));
      const found = (bodyOf(fate).data as Json | null | undefined)?.transactionId;
      if (found !== ids[0]) mismatches.push({ operationId: find.operationId, schemaPath: `${find.pointer}/responses/200`, message: `the key's fate is ${String(found)}, not ${String(ids[0])}` });
      const none = await first.send(find, { path: { idempotencyKey: uuid() } });
      mismatches.push(...checker.check(find, none, isSuccess));
      if (bodyOf(none).data !== null) mismatches.push({ operationId: find.operationId, schemaPath: `${find.pointer}/responses/200`, message: 'a key with no order is not answered with data: null' });
      const changed = { ...body, customerReference: `changed-${uuid().slice(0, 8)}` };
      mismatches.push(...checker.check(submit, await first.send(submit, withKey({ body: changed })), (status) => status === '422'));
      return mismatches;
    },
  },
];
