import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, latestCode, newMobile, registerBuyer, type TestApp } from '../../../test/helpers';

// Security probe, issue 18, finding 8: an email set in the profile signs in only once verified.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setEmail = (token: string, email: string) => call(t.app, 'PUT', '/api/v2/customer', { token, body: { realName: 'Someone', email } });
const signIn = (account: string, password: string) => call(t.app, 'POST', '/api/v2/auth/login', { body: { account, password } });

describe('an email set in the profile (finding 8)', () => {
  it('is not a sign-in name until its code is entered, and does not block its real owner meanwhile', async () => {
    const squatter = await registerBuyer(t.app, newMobile(), 'squat1234');
    const owner = await registerBuyer(t.app);
    const email = `victim${owner.mobile}@example.test`;

    const set = await setEmail(squatter.token, email);
    expect(set.statusCode).toBe(200);
    expect(set.body.data).toMatchObject({ email: null, pendingEmail: email });
    expect((await signIn(email, squatter.password)).body.data.code).toBe('LOGIN_FAILED');

    // The real owner sets it too, receives the code at their address and verifies it.
    expect((await setEmail(owner.token, email)).statusCode).toBe(200);
    const sent = await call(t.app, 'GET', '/api/v2/auth/verifycode', { token: owner.token, query: { scene: 'email' } });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, email);
    const wrong = await call(t.app, 'POST', '/api/v2/auth/email/verify', { token: owner.token, body: { code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.body.data.code).toBe('CODE_INVALID');
    const verified = await call(t.app, 'POST', '/api/v2/auth/email/verify', { token: owner.token, body: { code } });
    expect(verified.statusCode).toBe(200);
    expect(verified.body.message).toBe('Your email has been verified: you can now sign in with it');
    expect((await call(t.app, 'GET', '/api/v2/customer', { token: owner.token })).body.data).toMatchObject({ email, pendingEmail: null });
    expect((await signIn(email.toUpperCase(), owner.password)).statusCode).toBe(200);

    // The squatter's pending copy can never be confirmed now (a minute later, when a new code may be sent).
    await t.database.db.execute(sql`update verification_codes set created_at = now() - interval '2 minutes' where destination = ${email}`);
    await call(t.app, 'GET', '/api/v2/auth/verifycode', { token: squatter.token, query: { scene: 'email' } });
    const stolen = await call(t.app, 'POST', '/api/v2/auth/email/verify', { token: squatter.token, body: { code: await latestCode(t.app, email) } });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body.data.errors).toEqual([{ field: 'code', message: 'This email is already registered' }]);
    expect((await signIn(email, squatter.password)).body.data.code).toBe('LOGIN_FAILED');
  });

  it('asking for a code with no email waiting is refused; removing the email is at once', async () => {
    const b = await registerBuyer(t.app);
    const none = await call(t.app, 'GET', '/api/v2/auth/verifycode', { token: b.token, query: { scene: 'email' } });
    expect(none.statusCode).toBe(400);
    const email = `mine${b.mobile}@example.test`;
    await setEmail(b.token, email);
    await call(t.app, 'GET', '/api/v2/auth/verifycode', { token: b.token, query: { scene: 'email' } });
    await call(t.app, 'POST', '/api/v2/auth/email/verify', { token: b.token, body: { code: await latestCode(t.app, email) } });
    expect((await signIn(email, b.password)).statusCode).toBe(200);
    const removed = await call(t.app, 'PUT', '/api/v2/customer', { token: b.token, body: { realName: 'Someone', email: '' } });
    expect(removed.body.data).toMatchObject({ email: null, pendingEmail: null });
    expect((await signIn(email, b.password)).body.data.code).toBe('LOGIN_FAILED');
  });
});
