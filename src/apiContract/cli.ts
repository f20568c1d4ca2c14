/**
 * `order-form-contract --api <base URL>` (`npm run contract -- --api ...` in this repository): checks a server against
 * the package's OpenAPI document (`order-form/openapi.json`, read beside this file: dist/contract.js reads
 * ../openapi.json). One line per operation and behaviour, then `N passed, N failed`; exits 1 on any mismatch.
 * Built by `vite build --mode lib-contract` into dist/contract.js with everything it runs (ajv, fast-check): it needs
 * nothing of the repository but the package (docs/BACKEND.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runContract } from './run.ts';

const usage = `order-form-contract --api <base URL> [options]

Checks a server's /api/ against the OpenAPI document of order-form (order-form/openapi.json).

  --api <url>            the API base, e.g. https://staging.example/api/ (required)
  --token <token>        a partner token the server knows, for POST auth (default: the demo's demo-partner)
  --end-session <path>   a path under the base that, POSTed with a session's cookies, ends that session: how the
                         401 of an ended session is checked (the demo API's own hook is found by itself)
  --runs <n>             bodies generated from the schemas per operation, beside the examples (default 3)
  --seed <n>             the seed of the generated bodies (printed by every run)
  --document <file>      another OpenAPI document than the package's
  --report <file>        also write { passed, failed, notChecked, mismatches } as JSON
`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      token: { type: 'string' },
      'end-session': { type: 'string' },
      runs: { type: 'string' },
      seed: { type: 'string' },
      document: { type: 'string' },
      report: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.api) {
    process.stdout.write(usage);
    return values.help ? 0 : 2;
  }
  const documentPath = values.document ?? new URL('../openapi.json', import.meta.url);
  const document = JSON.parse(readFileSync(documentPath, 'utf8')) as Record<string, unknown>;
  const started = performance.now();
  const result = await runContract({
    document,
    api: values.api,
    ...(values.token ? { token: values.token } : {}),
    ...(values['end-session'] ? { endSession: values['end-session'] } : {}),
    ...(values.runs ? { runs: Number(values.runs) } : {}),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    log: (line) => console.log(line),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.notChecked.length > 0) console.log(`${result.notChecked.length} not checked (${seconds} s)`);
  else console.log(`(${seconds} s, seed ${result.seed})`);
  console.log(`${result.passed} passed, ${result.failed} failed`);
  if (values.report) writeFileSync(values.report, `${JSON.stringify(result, null, 2)}\n`);
  return result.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
