import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, latestCode, newMobile, requestCode, type TestApp } from '../../../test/helpers';

// Security probe, issue 18, findings 5 (account enumeration by codes) and 6 (lockouts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shape = (res: { statusCode: number; body: { status: number; message: string; data: Record<string, unknown> } }) => ({
  statusCode: res.statusCode,
  message: res.body.message,
  keys: Object.keys(res.body.data).sort(),
  expiresIn: res.body.data.expiresIn,
  resendIn: res.body.data.resendIn,
});

async function registerWithEmail(app: TestApp['app']) {
  const mobile = newMobile();
  const email = `owner${mobile}@example.test`;
  const code = await requestCode(app, { mobile });
  const res = await call(app, 'POST', '/api/v2/auth/register', { body: { mobile, email, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
  expect(res.statusCode).toBe(200);
  const token = res.body.data.token.token as string;
  // The email signs in once verified with the code sent to it.
  expect((await call(app, 'POST', '/api/v2/auth/login', { body: { account: email, password: 'secret123' } })).body.data.code).toBe('LOGIN_FAILED');
  expect((await call(app, 'GET', '/api/v2/auth/verifycode', { token, query: { scene: 'email' } })).statusCode).toBe(200);
  const verified = await call(app, 'POST', '/api/v2/auth/email/verify', { token, body: { code: await latestCode(app, email) } });
  expect(verified.statusCode).toBe(200);
  return { mobile, email, password: 'secret123' };
}

describe('GET /api/v2/auth/verifycode does not tell who has an account (finding 5)', () => {
  it('answers a registered and an unknown mobile alike, for registration and for a reset', async () => {
    const registered = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: DEMO.pendingBuyer, scene: 'register' } });
    const fresh = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: newMobile(), scene: 'register' } });
    expect(shape(registered)).toEqual(shape(fresh));
    const known = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: DEMO.seller, scene: 'reset' } });
    const unknown = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: newMobile(), scene: 'reset' } });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.statusCode).toBe(200);
    const email = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { email: 'seller@demo.test', scene: 'register' } });
    expect(email.statusCode).toBe(200);
  });

  it('a reset for an unknown account is a wrong code, like any other', async () => {
    const res = await call(t.app, 'POST', '/api/v2/auth/pwd', { body: { account: 'nobody-here@example.test', code: '123456', password: 'newpass2', confirmPassword: 'newpass2' } });
    expect(res.body.data.code).toBe('CODE_INVALID');
  });

  it('counts every call against the quota, refused ones included, and says when to come back', async () => {
    const own = await createTestApp({ limits: { ...t.config.limits, smsPerIpPerHour: 3 } });
    try {
      const mobile = newMobile();
      expect((await call(own.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile } })).statusCode).toBe(200);
      const again = await call(own.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile } });
      expect(again.statusCode).toBe(429);
      expect(again.body.data.code).toBe('CODE_RESEND_WAIT');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(own.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: DEMO.approvedBuyer } })).statusCode).toBe(200);
      const spent = await call(own.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: newMobile() } });
      expect(spent.statusCode).toBe(429);
      expect(spent.body).toMatchObject({ status: 429, data: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(3500);
    } finally {
      await own.close();
    }
  });
});

describe('lockouts (finding 6)', () => {
  it('lock the account, not the spelling: the mobile locked, the email is locked too', async () => {
    const owner = await registerWithEmail(t.app);
    for (let i = 0; i < 10; i++) await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.mobile, password: 'wrong123' } });
    const byEmail = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.email.toUpperCase(), password: 'guess123' } });
    expect(byEmail.statusCode).toBe(429);
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.email, password: owner.password } })).statusCode).toBe(429);
  });

  it('the right password with a code sent to the account\'s mobile signs in through the lock; a wrong code or password does not', async () => {
    const owner = await registerWithEmail(t.app);
    for (let i = 0; i < 10; i++) await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.email, password: 'wrong123' } });
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.mobile, password: owner.password } })).statusCode).toBe(429);

    // Asked for by the email, sent to the mobile.
    const sent = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { email: owner.email, scene: 'login' } });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, owner.mobile);
    const wrongCode = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.email, password: owner.password, code: code === '000000' ? '111111' : '000000' } });
    expect(wrongCode.body.data.code).toBe('CODE_INVALID');
    const wrongPassword = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.email, password: 'wrong123', code } });
    expect(wrongPassword.body.data.code).toBe('LOGIN_FAILED');
    // That try used the code up: a new one is needed.
    const used = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.email, password: owner.password, code } });
    expect(used.body.data.code).toBe('CODE_INVALID');

    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update verification_codes set created_at = now() - interval '2 minutes' where destination = ${`+86${owner.mobile}`}`,
    );
    await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: owner.mobile, scene: 'login' } });
    const fresh = await latestCode(t.app, owner.mobile);
    const through = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.mobile, password: owner.password, code: fresh } });
    expect(through.statusCode).toBe(200);
    // And the lock is lifted for the plain password too.
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: owner.mobile, password: owner.password } })).statusCode).toBe(200);
  });

  it('a sign-in code for an unknown account is answered alike and sends nothing', async () => {
    const unknown = newMobile();
    const res = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: unknown, scene: 'login' } });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/dev/outbox', { query: { to: unknown } })).body.data).toEqual([]);
  });
});
