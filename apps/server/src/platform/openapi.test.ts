import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { contractOperations } from './openapi';

type Operation = { operationId?: string; security?: unknown[]; responses?: Record<string, unknown>; parameters?: { name: string; in: string }[]; tags?: string[]; summary?: string };
type Document = { openapi: string; servers?: { url: string }[]; tags?: { name: string }[]; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];
beforeAll(async () => {
  // Operator endpoints included (API_DOCS_ADMIN, the default outside production): the whole API is described.
  t = await createTestApp({ apiDocsAdmin: true });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));
});
afterAll(() => t.close());

describe('/api/docs/json', () => {
  it('gives every operation a unique camelCase id, from its contract\'s name', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Every contract bound to a route is there, under its contract's name.
    const contracts = contractOperations();
    const described = new Map(operations.map(({ method, path, op }) => [`${method.toUpperCase()} ${path}`, op.operationId]));
    const bound = [...contracts].filter(([route]) => described.has(route));
    expect(bound.length).toBeGreaterThan(100);
    for (const [route, { name }] of bound) expect(described.get(route), route).toBe(name);
  });

  it('declares security on every operation (empty for public ones), servers, tags, path parameters and the error answers', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const declaredTags = new Set(doc.tags?.map((tag) => tag.name));
    for (const { method, path, op } of operations) {
      const where = `${method} ${path}`;
      expect(Array.isArray(op.security), where).toBe(true);
      expect(op.summary, where).toBeTruthy();
      expect(op.tags?.length, where).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declaredTags.has(tag), where).toBe(true);
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) expect(op.parameters?.some((p) => p.in === 'path' && p.name === name), `${where} ${name}`).toBe(true);
      expect(op.responses?.['400'], where).toEqual({ $ref: '#/components/responses/BadRequest' });
      if (path.includes('{')) expect(op.responses?.['404'], where).toBeDefined();
      if ((op.security ?? []).length > 0) expect(Object.keys(op.responses ?? {}), where).toEqual(expect.arrayContaining(['401', '403', '423']));
    }
    const ops = (path: string) => Object.values(doc.paths[path] ?? {});
    expect(ops('/api/v2/files/{path}')[0]?.parameters).toEqual([expect.objectContaining({ name: 'path', in: 'path', required: true })]);
    expect(Object.keys(doc.paths).some((path) => path.includes('*'))).toBe(false);
    // Public: empty security; signed in: the bearer token; money and stock: the Idempotency-Key header.
    expect(doc.paths['/api/v2/goods/list']?.post?.security).toEqual([]);
    expect(doc.paths['/api/v2/purchase-order/submit']?.post).toMatchObject({
      operationId: 'submitCheckout',
      security: [{ bearer: [] }],
      parameters: expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true })]),
      responses: expect.objectContaining({ '409': { $ref: '#/components/responses/Conflict' }, '429': { $ref: '#/components/responses/TooManyRequests' } }),
    });
  });

  it('passes the recommended rules of the Redocly OpenAPI linter with no error and no warning', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The API is the marketplace operator's own service: there is no licence to publish, and a made-up one would mislead integrators.
        'info-license': 'off',
        // The contracts keep the spec's paths: /api/v2/agreement/goods/{goodsId} beside /api/v2/agreement/{agreementNo}/cancel is
        // "ambiguous" only for an agreement numbered "goods" (numbers are AG...); the router takes the literal segment first. Renaming
        // a published path would break its callers.
        'no-ambiguous-paths': 'off',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(found).toEqual([]);
  });

  it('makes a typed client: openapi-typescript generates types that type-check calls and refuse wrong ones', async () => {
    const types = astToString(await openapiTS(JSON.stringify(doc)));
    const dir = mkdtempSync(join(tmpdir(), 'wm-openapi-'));
    writeFileSync(join(dir, 'api.d.ts'), types);
    writeFileSync(
      join(dir, 'calls.ts'),
      `import type { paths, operations, components } from './api';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Post<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;
type Get<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;
/** A minimal typed client over the generated paths. */
declare function post<P extends keyof paths>(path: P, init: Post<P> extends { requestBody?: infer R } ? { body: Json<NonNullable<R>>; params?: Post<P> extends { parameters: infer Q } ? Q : never } : never): Promise<Json<(Post<P> extends { responses: infer S } ? S : never)[200 & keyof (Post<P> extends { responses: infer S } ? S : never)]>>;
declare function get<P extends keyof paths>(path: P): Promise<Json<(Get<P> extends { responses: infer S } ? S : never)[200 & keyof (Get<P> extends { responses: infer S } ? S : never)]>>;

export async function calls() {
  const login = await post('/api/v2/auth/login', { body: { account: '13800000001', password: 'demo1234' } });
  const token: string = login.data.token.token;
  const goods = await post('/api/v2/goods/list', { body: { pageIndex: 1, pageSize: 20 } });
  const total: number = goods.data.total;
  const placed = await post('/api/v2/purchase-order/submit', { body: { deliveryMode: 'inventory' }, params: { header: { 'Idempotency-Key': 'k-1' }, query: undefined, path: undefined, cookie: undefined } as never });
  const orderNos: string[] = placed.data.orderNos;
  const me = await get('/api/v2/auth/user');
  const audit: number = me.data.auditStatus;
  const error: components['schemas']['ConflictError']['data']['code'] = 'IDEMPOTENCY_KEY_REUSED';
  const id: operations['submitCheckout'] extends object ? true : false = true;
  // @ts-expect-error a login needs its password
  await post('/api/v2/auth/login', { body: { account: '13800000001' } });
  // @ts-expect-error no such path
  await get('/api/v2/no-such-thing');
  // @ts-expect-error the total is a number
  const wrong: string = goods.data.total;
  // @ts-expect-error a 409 answer carries a code of its own status only
  const notConflict: components['schemas']['ConflictError']['data']['code'] = 'VALIDATION_FAILED';
  return { token, total, orderNos, audit, error, id, wrong, notConflict };
}
`,
    );
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', skipLibCheck: false, lib: ['es2022'], types: [] }, files: ['calls.ts'] }));
    // The repository's TypeScript compiler (the one `npm test` type-checks with).
    const tsc = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url));
    const checked = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  }, 60_000);
});
