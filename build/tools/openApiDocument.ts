/**
 * `npm run openapi`: writes openapi.json, the OpenAPI 3.1 document of `/api/` (./openApi/document.ts: the element's
 * zod schemas as JSON Schema, the operations and examples of ./openApi/). The package ships it as
 * `order-form/openapi.json`, the demo serves it at `/api/openapi.json`, and `order-form-contract` checks a server
 * against it. tests/build/tools/openApiDocument.test.ts makes it again and fails when the committed file differs.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openApiText } from './openApi/document.ts';

export const openApiPath = resolve(import.meta.dirname, '../../openapi.json');

if (import.meta.main) {
  writeFileSync(openApiPath, openApiText());
  console.log(`wrote ${openApiPath}`);
}
