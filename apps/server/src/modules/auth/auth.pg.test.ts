import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPgTestApp, DEMO, login, registerBuyer, requestCode, type TestApp } from '../../../test/helpers';

// Real PostgreSQL: what must hold with many connections at once.
let t: TestApp;
beforeAll(async () => {
  t = await createPgTestApp();
});
afterAll(() => t?.close());

describe('on PostgreSQL', () => {
  it('runs migrations and the seed: demo accounts sign in', async () => {
    expect(t.database.kind).toBe('postgres');
    expect(await login(t.app, DEMO.approvedBuyer)).toBeTruthy();
  });

  it('40 concurrent wrong passwords: exactly 10 are checked, the rest are locked out, and so is the right password', async () => {
    const { mobile, password } = await registerBuyer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password: 'wrong123' } })),
    );
    const codes = answers.map((a) => a.body.data.code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(30);
    const right = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password } });
    expect(right.statusCode).toBe(429);
  });

  it('a code is used once even when 20 registrations race with it', async () => {
    const mobile = '13712340000';
    const code = await requestCode(t.app, { mobile });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', i % 2 ? '/api/v2/auth/register' : '/api/v2/auth/register-seller', {
          body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode >= 500)).toHaveLength(0);
  });

  it('20 concurrent code requests for one number send exactly one code', async () => {
    const mobile = '13712340001';
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile } })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.data?.code === 'CODE_RESEND_WAIT')).toHaveLength(19);
  });

  it('logout and password reset revoke sessions', async () => {
    const { mobile, token } = await registerBuyer(t.app, '13712340002', 'oldpass1');
    const second = await login(t.app, mobile, 'oldpass1');
    await call(t.app, 'POST', '/api/v2/auth/logout', { token });
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token: second })).statusCode).toBe(200);
    const code = await requestCode(t.app, { mobile, scene: 'reset' });
    await call(t.app, 'POST', '/api/v2/auth/pwd', { body: { account: mobile, code, password: 'newpass2', confirmPassword: 'newpass2' } });
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token: second })).statusCode).toBe(401);
  });
});
