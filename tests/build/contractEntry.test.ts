import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../demo/api/app.ts';

/*
 * The contract check as it ships (dist/contract.js, `vite build --mode lib-contract`, the package's bin
 * `order-form-contract`), built into a folder laid out as the installed package (dist/contract.js beside
 * ../openapi.json) outside the repository, and run by Node against a demo API on the network: it needs nothing of
 * the repository. Against the demo it passes; against a server with one altered answer it exits 1, naming the
 * operation and the schema path.
 */

const repository = resolve(import.meta.dirname, '../..');
const packageDir = mkdtempSync(join(tmpdir(), 'order-form-contract-'));
const bin = resolve(packageDir, 'dist/contract.js');
const servers: ServerType[] = [];

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  return new Promise((ready) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => ready(`http://127.0.0.1:${info.port}/api/`));
    servers.push(server);
  });
}

/** Runs the bin as `npx order-form-contract` would, from the package's folder; its exit status and output. */
function check(api: string, ...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, '--api', api, '--seed', '51', ...args], { cwd: packageDir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => done({ status, output }));
  });
}

beforeAll(() => {
  const built = spawnSync(process.execPath, [resolve(repository, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'lib-contract', '--outDir', resolve(packageDir, 'dist')], {
    cwd: repository,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(built.status, built.stderr + built.stdout).toBe(0);
  mkdirSync(packageDir, { recursive: true });
  copyFileSync(resolve(repository, 'openapi.json'), resolve(packageDir, 'openapi.json'));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  rmSync(packageDir, { recursive: true, force: true });
});

describe('dist/contract.js (order-form-contract), built', () => {
  it("is one executable ES module that imports only Node's own modules", () => {
    const text = readFileSync(bin, 'utf8');
    expect(text.startsWith('#!/usr/bin/env node\n')).toBe(true);
    const imported = [...text.matchAll(/(?:^|;|\n)\s*import\s*(?:[\w$*{}\s,]+from\s*)?"([^"]+)"/g)].map((match) => match[1]!);
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) expect(builtinModules).toContain(name.replace(/^node:/, ''));
  });

  it('passes against the demo API: one line per operation and behaviour, then "27 passed, 0 failed", exit 0', async () => {
    const api = await listen(createDemoApp({ developerEndpoints: 'loopback' }).fetch);
    const { status, output } = await check(api);
    expect(output).toMatch(/\n27 passed, 0 failed\n$/);
    expect(status, output).toBe(0);
    expect(output.split('\n').filter((line) => line.startsWith('✓'))).toHaveLength(27);
  }, 60_000);

  it('exits 1 against a server whose answer differs, naming the operation and the schema path', async () => {
    const demo = createDemoApp({ developerEndpoints: 'loopback' });
    const altered = new Hono();
    // the order's answer without its transactionId
    altered.post('/api/orders', async (c) => {
      const answer = await demo.fetch(c.req.raw, c.env);
      const { transactionId: _dropped, ...rest } = (await answer.json()) as Record<string, unknown>;
      return c.json(rest, answer.status as 201);
    });
    altered.all('*', (c) => demo.fetch(c.req.raw, c.env));
    const api = await listen(altered.fetch);
    const { status, output } = await check(api, '--runs', '0');
    expect(status, output).toBe(1);
    expect(output).toContain("submitOrder: status 201: (root) must have required property 'transactionId' at #/components/schemas/SubmitOrderResponse/required");
    expect(output).toMatch(/\n25 passed, 2 failed\n$/);
  }, 60_000);

  it('says how to use it, and fails a server that does not answer', async () => {
    const help = spawnSync(process.execPath, [bin, '--help'], { cwd: packageDir, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('order-form-contract --api <base URL>');
    const { status, output } = await check('http://127.0.0.1:9/api/', '--runs', '0');
    expect(status).toBe(1);
    expect(output).toContain('checkSession: no answer');
  }, 60_000);
});
