import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, login, type TestApp } from '../../test/helpers';
import { operationsOf, requestArbitrary, type FuzzRequest, type Operation } from '../../test/fuzz';

// Issue 18, "Fuzzing from the schemas": requests generated from /api/docs/json for every operation,
// as a visitor, a buyer, a seller and an operator. Every answer is in the {status, message, data}
// envelope and none is a 5xx. `npm test` sends about 3,000 (a fixed seed, so a failure repeats);
// the long run sends 100,000 with a fresh seed it prints:
//   FUZZ_RUNS=100000 FUZZ_SEED=random npx vitest run apps/server/src/platform/fuzz.test.ts
const TOTAL = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261124);

// Answers that are not the API's envelope by design: probes, metrics, the document itself, files.
const NOT_ENVELOPED = [/^\/metrics$/, /^\/api\/health\/(live|ready)$/, /^\/api\/docs/, /^\/api\/v2\/(files|media)\//, /\.pdf$/, /\/export$/, /import-template$/];

type Role = 'visitor' | 'buyer' | 'seller' | 'operator';
let t: TestApp;
let ops: Operation[];
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  ops = operationsOf(doc.json());
  tokens.buyer = await login(t.app, DEMO.approvedBuyer);
  tokens.seller = await login(t.app, DEMO.seller);
  tokens.operator = await login(t.app, DEMO.operator);
}, 120_000);
afterAll(() => t?.close());

function seedOf(text: string) {
  let h = SEED;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/** Calls that would end the fuzzing session itself rather than test the server: sent as a visitor only. */
const sessionEnding = (op: Operation) => op.path === '/api/v2/auth/logout';

async function send(req: FuzzRequest, role: Role, n: number) {
  const headers: Record<string, string> = { 'accept-language': ['en', 'zh', 'ja'][n % 3]! };
  if (role !== 'visitor') headers.authorization = `Bearer ${tokens[role]}`;
  if (req.method !== 'GET' && n % 4 !== 3) headers['idempotency-key'] = `fuzz-${role}-${n}`;
  if (req.hasBody) headers['content-type'] = 'application/json';
  return t.app.inject({ method: req.method, url: req.url, headers, ...(req.hasBody ? { payload: JSON.stringify(req.body) } : {}) });
}

describe(`requests generated from the OpenAPI document (seed ${SEED})`, () => {
  it('every answer is in the envelope and none is a 5xx', async () => {
    expect(ops.length).toBeGreaterThan(200);
    const roles: Role[] = ['visitor', 'buyer', 'seller', 'operator'];
    const perCombination = Math.max(1, Math.round(TOTAL / (ops.length * roles.length)));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const op of ops) {
      for (const role of roles) {
        if (role !== 'visitor' && sessionEnding(op)) continue;
        const requests = fc.sample(requestArbitrary(op), { numRuns: perCombination, seed: seedOf(`${op.method} ${op.path} ${role}`) });
        for (const req of requests) {
          const res = await send(req, role, sent++);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const path = req.url.split('?')[0]!;
          const what = `${role} ${req.method} ${req.url.slice(0, 160)} ${req.hasBody ? JSON.stringify(req.body)?.slice(0, 200) : ''}`;
          if (res.statusCode >= 500) {
            failures.push(`${res.statusCode} ${what} -> ${res.body.slice(0, 200)}`);
            continue;
          }
          if (NOT_ENVELOPED.some((re) => re.test(path)) && res.statusCode < 400) continue;
          let body: unknown;
          try {
            body = res.json();
          } catch {
            failures.push(`not JSON (${res.statusCode}, ${res.headers['content-type']}) ${what}`);
            continue;
          }
          const envelope = body as { status?: unknown; message?: unknown; data?: unknown };
          if (typeof envelope !== 'object' || envelope === null || typeof envelope.status !== 'number' || typeof envelope.message !== 'string' || !('data' in envelope)) {
            failures.push(`outside the envelope (${res.statusCode}) ${what} -> ${res.body.slice(0, 200)}`);
          } else if (envelope.status !== res.statusCode) {
            failures.push(`envelope status ${envelope.status} differs from HTTP ${res.statusCode}: ${what}`);
          }
        }
        // An operator's call may have disabled one of the fuzzing accounts: enable it again, so that
        // the rest of the run is not a stream of 423s.
        if (role === 'operator' && /\/disable$/.test(op.path)) {
          for (const r of ['buyer', 'seller'] as const) {
            const me = await t.app.inject({ method: 'GET', url: '/api/v2/auth/user', headers: { authorization: `Bearer ${tokens[r]}` } });
            if (me.statusCode === 423) tokens[r] = await relogin(r);
          }
        }
      }
    }
    console.log(`fuzz: ${sent} requests over ${ops.length} operations; answers ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    expect(failures.slice(0, 25)).toEqual([]);
  }, 900_000);
});

async function relogin(role: 'buyer' | 'seller'): Promise<string> {
  const mobile = role === 'buyer' ? DEMO.approvedBuyer : DEMO.seller;
  await t.database.db.execute(sql`update users set status = 'active' where mobile like ${`%${mobile}`}`);
  return login(t.app, mobile);
}
