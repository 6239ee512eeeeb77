import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { hashSecret, pinHasher } from '../../platform/passwords';
import { call, createTestApp, DEMO, latestCode, login, newMobile, registerBuyer, requestCode, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0]!.n;

describe('POST /api/v2/auth/login', () => {
  it('signs in with a mobile number and answers data.token.token and the user', async () => {
    const res = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: DEMO.approvedBuyer, password: DEMO.password } });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(200);
    expect(res.body.data.token.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.data.user).toMatchObject({ mobile: `+86${DEMO.approvedBuyer}`, auditStatus: 2, isStore: false, role: 'buyer', customerid: expect.stringMatching(/^C\d+$/) });
  });

  it('signs in with an email, case-insensitively', async () => {
    const res = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: 'Seller@Demo.test', password: DEMO.password } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toMatchObject({ isStore: true, role: 'seller' });
  });

  it('refuses a wrong password in the request language', async () => {
    const en = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: DEMO.seller, password: 'wrong123' } });
    expect(en.statusCode).toBe(400);
    expect(en.body).toMatchObject({ status: 400, message: 'Incorrect account or password', data: { code: 'LOGIN_FAILED' } });
    const zh = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: DEMO.seller, password: 'wrong123' }, lang: 'zh-CN' });
    expect(zh.body.message).toBe('账号或密码错误');
    const ja = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: 'nobody@nowhere.test', password: 'wrong123' }, lang: 'ja-JP' });
    expect(ja.body.message).toBe('アカウントまたはパスワードが正しくありません');
  });

  it('answers field errors for missing fields and tolerates _t and isNoMessage', async () => {
    const res = await call(t.app, 'POST', '/api/v2/auth/login', { body: { isNoMessage: true }, query: { _t: '1700000000000' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.data.code).toBe('VALIDATION_FAILED');
    expect(res.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'account', message: 'Please enter your mobile number or email' },
        { field: 'password', message: 'Please enter the password' },
      ]),
    );
    const ok = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: DEMO.approvedBuyer, password: DEMO.password, isNoMessage: true }, query: { _t: '1' } });
    expect(ok.statusCode).toBe(200);
  });

  it('locks an account after 10 failures in 15 minutes, even for the right password', async () => {
    const { mobile, password } = await registerBuyer(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password: 'wrong123' } });
      expect(res.body.data.code).toBe('LOGIN_FAILED');
    }
    const locked = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toBe('Too many failed attempts. Please try again in 15 minutes');
    expect(locked.headers['retry-after']).toBe('900');
    // The window passing unlocks it.
    await t.database.db.execute(sql`update attempt_guards set window_start = now() - interval '16 minutes' where key = ${`login:+86${mobile}`}`);
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password } })).statusCode).toBe(200);
  });

  it('counts an address\'s failures per account name it tries: one name locked from it, the others not', async () => {
    // An app of its own: the lock is per IP, and every injected request comes from 127.0.0.1.
    const own = await createTestApp({ limits: { ...t.config.limits, ipMaxFailures: 3 } });
    try {
      const [victim, other] = await Promise.all([registerBuyer(own.app), registerBuyer(own.app)]);
      for (let i = 0; i < 3; i++) expect((await call(own.app, 'POST', '/api/v2/auth/login', { body: { account: victim.mobile, password: 'wrong123' } })).body.data.code).toBe('LOGIN_FAILED');
      const locked = await call(own.app, 'POST', '/api/v2/auth/login', { body: { account: victim.mobile, password: victim.password } });
      expect(locked.statusCode).toBe(429);
      expect(locked.body.data.code).toBe('TOO_MANY_ATTEMPTS');
      expect((await call(own.app, 'POST', '/api/v2/auth/login', { body: { account: other.mobile, password: other.password } })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('a success clears earlier failures', async () => {
    const { mobile, password } = await registerBuyer(t.app);
    for (let i = 0; i < 9; i++) await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password: 'wrong123' } });
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password } })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password: 'wrong123' } });
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password } })).statusCode).toBe(200);
  });
});

describe('registration', () => {
  it('registers a buyer with an SMS code: signed in, not approved, wallet opened', async () => {
    const mobile = newMobile();
    const code = await requestCode(t.app, { mobile });
    const res = await call(t.app, 'POST', '/api/v2/auth/register', {
      body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true, realName: 'Jo Doe', email: 'jo@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toMatchObject({ mobile: `+86${mobile}`, realName: 'Jo Doe', email: null, auditStatus: 3, isStore: false, role: 'buyer', hasPayPassword: false });
    // The email waits for its code before it is a sign-in name (security-email.test.ts).
    expect((await call(t.app, 'GET', '/api/v2/customer', { token: res.body.data.token.token })).body.data.pendingEmail).toBe('jo@example.com');
    const me = await call(t.app, 'GET', '/api/v2/auth/user', { token: res.body.data.token.token });
    expect(me.body.data.mobile).toBe(`+86${mobile}`);
    const wallet = await call(t.app, 'GET', `/api/v2/wallet/${me.body.data.customerid}`, { token: res.body.data.token.token });
    expect(wallet.body.data).toMatchObject({ balance: 0, available: 0, frozen: 0, currency: 'USD' });
  });

  it('registers a seller as a store user', async () => {
    const mobile = newMobile();
    const code = await requestCode(t.app, { mobile });
    const res = await call(t.app, 'POST', '/api/v2/auth/register-seller', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user).toMatchObject({ isStore: true, role: 'seller' });
  });

  it('refuses each bad field with the spec rule, and creates nothing', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobile: '1391234567' }, 'mobile', 'Please enter a valid mobile number for the chosen country'],
      [{ mobile: '+86 139 1234 567' }, 'mobile', 'Please enter an 11-digit mobile number'],
      [{ mobile: '+1 202 555 012' }, 'mobile', 'Please enter a valid mobile number for the chosen country'],
      [{ code: '12345' }, 'code', 'The SMS verification code is 6 digits'],
      [{ password: 'abcdef', confirmPassword: 'abcdef' }, 'password', 'The password must be 6-20 characters and contain letters and numbers'],
      [{ password: 'abc1', confirmPassword: 'abc1' }, 'password', 'The password must be 6-20 characters and contain letters and numbers'],
      [{ confirmPassword: 'other123' }, 'confirmPassword', 'The two passwords do not match'],
      [{ agree: false }, 'agree', 'Please read and agree to the user notice'],
      [{ email: 'not-an-email' }, 'email', 'The email format is wrong'],
    ];
    for (const [patch, field, message] of cases) {
      const body = { mobile: newMobile(), code: '123456', password: 'secret123', confirmPassword: 'secret123', agree: true, ...patch };
      const res = await call(t.app, 'POST', '/api/v2/auth/register', { body });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(patch)).toContainEqual({ field, message });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong code, then accepts the right one once only', async () => {
    const mobile = newMobile();
    const code = await requestCode(t.app, { mobile });
    const wrong = code === '000000' ? '000001' : '000000';
    const body = { mobile, password: 'secret123', confirmPassword: 'secret123', agree: true };
    const bad = await call(t.app, 'POST', '/api/v2/auth/register', { body: { ...body, code: wrong }, lang: 'zh-CN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('验证码错误或已过期');
    expect((await call(t.app, 'POST', '/api/v2/auth/register', { body: { ...body, code } })).statusCode).toBe(200);
    const again = await call(t.app, 'POST', '/api/v2/auth/register-seller', { body: { ...body, code } });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    const code = await requestCode(t.app, { mobile });
    await t.database.db.execute(sql`update verification_codes set expires_at = now() - interval '1 second' where destination = ${`+86${mobile}`}`);
    const res = await call(t.app, 'POST', '/api/v2/auth/register', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
    expect(res.body.data.code).toBe('CODE_INVALID');
  });

  it('will not send a register code to a registered mobile: its owner is told instead, and the caller cannot tell', async () => {
    const res = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: DEMO.approvedBuyer }, lang: 'ja-JP' });
    expect(res.statusCode).toBe(200);
    const [sent] = (await call(t.app, 'GET', '/api/dev/outbox', { query: { to: DEMO.approvedBuyer } })).body.data;
    expect(sent.body).not.toMatch(/\d{6}/);
    expect(sent.body).toContain('既にアカウントがあります');
  });
});

describe('international numbers', () => {
  let serial = 0;
  /** A UK mobile nobody has registered: +44 7400 and six digits (a range valid whole; parts of 7911 are not allocated). */
  const ukNational = () => `7400${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(4, '0')}`;

  it('registers a UK buyer in E.164, sends the SMS to the full number, and signs in however the number is typed', async () => {
    const national = ukNational();
    const e164 = `+44${national}`;
    const sent = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: `+44 ${national.slice(0, 4)} ${national.slice(4)}` } });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data.destination).toBe(`+44 ${national.slice(0, 3)}****${national.slice(-4)}`);
    const outbox = await rows<{ destination: string; channel: string }>(t.database.db, sql`select destination, channel from outbox_messages where destination like ${`%${national}`}`);
    expect(outbox).toEqual([{ destination: e164, channel: 'sms' }]);
    const code = await latestCode(t.app, e164);
    const res = await call(t.app, 'POST', '/api/v2/auth/register', { body: { mobile: e164, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user.mobile).toBe(e164);
    for (const [account, country] of [[e164, undefined], [`44${national}`, undefined], [`+44 ${national.slice(0, 4)} ${national.slice(4)}`, 'US'], [`0${national}`, 'GB'], [`0044 ${national}`, 'JP']] as const) {
      const signedIn = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account, country, password: 'secret123' } });
      expect(signedIn.statusCode, `${account} ${country}`).toBe(200);
    }
    // A national number is read in the chosen country only.
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: `0${national}`, password: 'secret123' } })).body.data.code).toBe('LOGIN_FAILED');
  });

  it('a US number of 10 digits registers with the country chosen', async () => {
    const mobile = `+1 212 555 ${String(1000 + (process.pid % 9000)).slice(-4)}`;
    const code = await requestCode(t.app, { mobile });
    const res = await call(t.app, 'POST', '/api/v2/auth/register', { body: { mobile, code, password: 'secret123', confirmPassword: 'secret123', agree: true } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user.mobile).toMatch(/^\+1212555\d{4}$/);
  });

  it('Chinese accounts sign in as typed before country codes: 11 digits, with +86, with spaces, whatever country is chosen', async () => {
    for (const [account, country] of [['13800000001', undefined], ['13800000001', 'US'], ['138 0000 0001', 'JP'], ['+86 138-0000-0001', undefined], ['8613800000001', 'GB']] as const) {
      const res = await call(t.app, 'POST', '/api/v2/auth/login', { body: { account, country, password: DEMO.password } });
      expect(res.statusCode, `${account} ${country}`).toBe(200);
      expect(res.body.data.user.mobile).toBe('+8613800000001');
    }
  });

  it('an account stored without its country code still signs in', async () => {
    const { password, user } = await registerBuyer(t.app);
    const legacy = newMobile();
    await t.database.db.execute(sql`update users set mobile = ${legacy} where id = ${user.id}`);
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: legacy, password } })).statusCode).toBe(200);
  });

  it('one lock per account, however the number is written', async () => {
    const { mobile, password } = await registerBuyer(t.app);
    const spellings = [mobile, `+86${mobile}`, `+86 ${mobile}`, `0086${mobile}`, `86${mobile}`];
    for (let i = 0; i < 10; i++) await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: spellings[i % spellings.length], password: 'wrong123' } });
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: `+86 ${mobile}`, password } })).statusCode).toBe(429);
  });
});

describe('GET /api/v2/auth/verifycode', () => {
  it('sends a 6-digit code valid 5 minutes, and refuses a resend within 60 seconds', async () => {
    const mobile = newMobile();
    const first = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile, scene: 'register' } });
    expect(first.body.data).toEqual({ destination: `+86 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`, expiresIn: 300, resendIn: 60 });
    expect(await latestCode(t.app, mobile)).toMatch(/^\d{6}$/);
    const second = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile } });
    expect(second.statusCode).toBe(429);
    expect(second.body.message).toMatch(/^Please wait (59|60) seconds before requesting a new code$/);
    await t.database.db.execute(sql`update verification_codes set created_at = now() - interval '61 seconds' where destination = ${`+86${mobile}`}`);
    expect((await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile } })).statusCode).toBe(200);
  });

  it('writes the message in the request language', async () => {
    const mobile = newMobile();
    await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile }, lang: 'zh-CN' });
    const outbox = await call(t.app, 'GET', '/api/dev/outbox', { query: { to: mobile } });
    expect(outbox.body.data[0].body).toMatch(/^您的验证码是 \d{6}，5 分钟内有效/);
  });

  it('sends codes by email too', async () => {
    const email = `reset-${Date.now()}@example.com`;
    const code = await requestCode(t.app, { email, scene: 'register' });
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await call(t.app, 'GET', '/api/dev/outbox', { query: { to: email } });
    expect(outbox.body.data[0].channel).toBe('email');
  });

  it('refuses bad parameters', async () => {
    expect((await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: '123' } })).body.data.errors[0]).toEqual({ field: 'mobile', message: 'Please enter a valid mobile number for the chosen country' });
    expect((await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: newMobile(), scene: 'other' } })).body.data.errors[0].field).toBe('scene');
    expect((await call(t.app, 'GET', '/api/v2/auth/verifycode', {})).body.data.errors[0]).toEqual({ field: 'mobile', message: 'Please enter your mobile number' });
    // An unknown account is not told apart: the same answer, and nothing sent.
    const unknown = newMobile();
    expect((await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: unknown, scene: 'reset' } })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/dev/outbox', { query: { to: unknown } })).body.data).toEqual([]);
  });

  it('pay-password codes need a signed-in user and go to their own mobile', async () => {
    expect((await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { scene: 'pay-password', mobile: DEMO.pendingBuyer } })).statusCode).toBe(401);
    const { mobile, token } = await registerBuyer(t.app);
    const other = newMobile();
    const res = await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { scene: 'pay-password', mobile: other }, token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.destination).toBe(`+86 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect((await call(t.app, 'GET', '/api/dev/outbox', { query: { to: other } })).body.data).toEqual([]);
  });

  it('limits codes per IP', async () => {
    const limited = await createTestApp({ limits: { ...t.config.limits, smsPerIpPerHour: 2 } });
    try {
      expect((await call(limited.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: newMobile() } })).statusCode).toBe(200);
      expect((await call(limited.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: newMobile() } })).statusCode).toBe(200);
      const third = await call(limited.app, 'GET', '/api/v2/auth/verifycode', { query: { mobile: newMobile() } });
      expect(third.statusCode).toBe(429);
      expect(third.body.message).toBe('Too many requests. Please try again later');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/v2/auth/pwd (forgotten password)', () => {
  it('resets the password with a code and signs out every session', async () => {
    const { mobile, token } = await registerBuyer(t.app, newMobile(), 'oldpass1');
    const code = await requestCode(t.app, { mobile, scene: 'reset' });
    const res = await call(t.app, 'POST', '/api/v2/auth/pwd', { body: { account: mobile, code, password: 'newpass2', confirmPassword: 'newpass2' } });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password: 'oldpass1' } })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password: 'newpass2' } })).statusCode).toBe(200);
  });

  it('refuses an unknown account, a wrong code and mismatched passwords, changing nothing', async () => {
    const unknown = await call(t.app, 'POST', '/api/v2/auth/pwd', { body: { account: newMobile(), code: '123456', password: 'newpass2', confirmPassword: 'newpass2' } });
    expect(unknown.body.data.code).toBe('CODE_INVALID');
    const { mobile, password } = await registerBuyer(t.app);
    const wrong = await call(t.app, 'POST', '/api/v2/auth/pwd', { body: { account: mobile, code: '999999', password: 'newpass2', confirmPassword: 'newpass2' } });
    expect(wrong.body.data.code).toBe('CODE_INVALID');
    const mismatch = await call(t.app, 'POST', '/api/v2/auth/pwd', { body: { account: mobile, code: '999999', password: 'newpass2', confirmPassword: 'newpass3' } });
    expect(mismatch.body.data.errors).toContainEqual({ field: 'confirmPassword', message: 'The two passwords do not match' });
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password } })).statusCode).toBe(200);
  });
});

describe('POST /api/v2/auth/pay-pwd', () => {
  it('sets a 6-digit payment password with a code', async () => {
    const { token } = await registerBuyer(t.app);
    const code = await latestCodeAfter(token);
    const bad = await call(t.app, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code, payPassword: '12345a', confirmPayPassword: '12345a' } });
    expect(bad.body.data.errors).toContainEqual({ field: 'payPassword', message: 'The payment password must be exactly six digits' });
    const res = await call(t.app, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code, payPassword: '246810', confirmPayPassword: '246810' } });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token })).body.data.hasPayPassword).toBe(true);
  });

  it('changes the payment password with a new code; the old one no longer pays', async () => {
    const { token, user } = await registerBuyer(t.app);
    const first = await latestCodeAfter(token);
    expect((await call(t.app, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code: first, payPassword: '246810', confirmPayPassword: '246810' } })).statusCode).toBe(200);
    // The resend wait (60 s) has passed.
    await t.database.db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes' where destination = ${user.mobile}`);
    const second = await latestCodeAfter(token);
    expect((await call(t.app, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code: second, payPassword: '975310', confirmPayPassword: '975310' } })).statusCode).toBe(200);
    await expect(t.app.services.auth.checkPayPassword(user.id, '975310')).resolves.toBeUndefined();
    await expect(t.app.services.auth.checkPayPassword(user.id, '246810')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
  });

  it('needs a signed-in user', async () => {
    const res = await call(t.app, 'POST', '/api/v2/auth/pay-pwd', { body: { code: '123456', payPassword: '123456', confirmPayPassword: '123456' } });
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('Authentication failed, cannot access system resources');
  });

  it('payment password checks lock after 10 failures', async () => {
    const { token, user } = await registerBuyer(t.app);
    const code = await latestCodeAfter(token);
    await call(t.app, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code, payPassword: '135790', confirmPayPassword: '135790' } });
    const auth = t.app.services.auth;
    await expect(auth.checkPayPassword(user.id, '135790')).resolves.toBeUndefined();
    for (let i = 0; i < 10; i++) await expect(auth.checkPayPassword(user.id, '000000')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
    await expect(auth.checkPayPassword(user.id, '135790')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS', status: 429 });
  });
  it('is stored as a keyed hash, never as the PIN; a value made by the old scrypt hash still pays and is rewritten once', async () => {
    const { token, user } = await registerBuyer(t.app);
    const code = await latestCodeAfter(token);
    await call(t.app, 'POST', '/api/v2/auth/pay-pwd', { token, body: { code, payPassword: '864209', confirmPayPassword: '864209' } });
    const stored = async () => (await rows<{ h: string }>(t.database.db, sql`select pay_password_hash as h from users where id = ${user.id}`))[0]!.h;
    expect(await stored()).toMatch(/^hmac-sha256\$[0-9a-f]{8}\$[\w-]{22}\$[\w-]{43}$/);
    expect(await stored()).not.toContain('864209');
    // A value from before the keyed hash: scrypt.
    await t.database.db.execute(sql`update users set pay_password_hash = ${await hashSecret('864209')} where id = ${user.id}`);
    await expect(t.app.services.auth.checkPayPassword(user.id, '111111')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
    expect(await stored()).toMatch(/^scrypt\$/);
    await expect(t.app.services.auth.checkPayPassword(user.id, '864209')).resolves.toBeUndefined();
    expect(await stored()).toMatch(/^hmac-sha256\$/);
    await expect(t.app.services.auth.checkPayPassword(user.id, '864209')).resolves.toBeUndefined();
  });
});

describe('payment password hash', () => {
  const keyA = 'a'.repeat(40);
  const keyB = 'b'.repeat(40);

  it('verifies the right PIN only, with a fresh salt each time', async () => {
    const pins = pinHasher({ current: keyA });
    const one = pins.hash('123456');
    expect(pins.hash('123456')).not.toBe(one);
    expect(await pins.verify('123456', one)).toEqual({ ok: true, rehash: null });
    expect((await pins.verify('123457', one)).ok).toBe(false);
    // One bit of the MAC changed (its bytes, not its last base64 character, whose low bits are padding).
    const parts = one.split('$');
    const macBytes = Buffer.from(parts[3]!, 'base64url');
    macBytes[0] = macBytes[0]! ^ 1;
    expect((await pins.verify('123456', [...parts.slice(0, 3), macBytes.toString('base64url')].join('$'))).ok).toBe(false);
    expect((await pins.verify('123456', 'garbage')).ok).toBe(false);
  });

  it('is worthless without the key: another key verifies nothing', async () => {
    const stored = pinHasher({ current: keyA }).hash('123456');
    expect((await pinHasher({ current: keyB }).verify('123456', stored)).ok).toBe(false);
  });

  it('rotates: the previous key still verifies and the value is rewritten with the current one', async () => {
    const old = pinHasher({ current: keyA }).hash('123456');
    const rotated = pinHasher({ current: keyB, previous: keyA });
    const { ok, rehash } = await rotated.verify('123456', old);
    expect(ok).toBe(true);
    expect(rehash).not.toBeNull();
    expect(await rotated.verify('123456', rehash!)).toEqual({ ok: true, rehash: null });
    expect((await pinHasher({ current: keyB }).verify('123456', rehash!)).ok).toBe(true);
  });

  it('costs microseconds, so that payments are not capped by it', async () => {
    const pins = pinHasher({ current: keyA });
    const stored = pins.hash('123456');
    const started = performance.now();
    for (let i = 0; i < 1000; i++) await pins.verify('123456', stored);
    // 1,000 checks; scrypt took ~90 ms for one.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

async function latestCodeAfter(token: string) {
  const me = await call(t.app, 'GET', '/api/v2/auth/user', { token });
  await call(t.app, 'GET', '/api/v2/auth/verifycode', { query: { scene: 'pay-password' }, token });
  return latestCode(t.app, me.body.data.mobile);
}

describe('sessions', () => {
  it('GET /api/v2/auth/user answers the spec fields', async () => {
    const token = await login(t.app, DEMO.pendingBuyer);
    const res = await call(t.app, 'GET', '/api/v2/auth/user', { token });
    expect(Object.keys(res.body.data).sort()).toEqual(['auditStatus', 'avatar', 'customerid', 'email', 'hasPayPassword', 'id', 'isStore', 'mobile', 'realName', 'role'].sort());
    expect(res.body.data.auditStatus).toBe(0);
  });

  it('logout revokes the token', async () => {
    const token = await login(t.app, DEMO.approvedBuyer);
    expect((await call(t.app, 'POST', '/api/v2/auth/logout', { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token })).statusCode).toBe(401);
    // Other sessions of the same user stay.
    const other = await login(t.app, DEMO.approvedBuyer);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token: other })).statusCode).toBe(200);
  });

  it('an expired or unknown token gets 401; on public endpoints it is a visitor', async () => {
    const token = await login(t.app, DEMO.approvedBuyer);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/health', { token })).statusCode).toBe(200);
  });

  it('a disabled account gets 423 on every call and at login', async () => {
    const { token, user, mobile, password } = await registerBuyer(t.app);
    await t.app.services.auth.disable(user.id);
    const res = await call(t.app, 'GET', '/api/v2/auth/user', { token, lang: 'zh-CN' });
    expect(res.statusCode).toBe(423);
    expect(res.body.message).toBe('您的账号已被停用，请联系客服');
    expect((await call(t.app, 'GET', '/api/health', { token })).statusCode).toBe(423);
    expect((await call(t.app, 'POST', '/api/v2/auth/login', { body: { account: mobile, password } })).statusCode).toBe(423);
  });
});

describe('GET /api/v2/wallet/:customerid', () => {
  it('reads only the own wallet', async () => {
    const token = await login(t.app, DEMO.approvedBuyer);
    const me = (await call(t.app, 'GET', '/api/v2/auth/user', { token })).body.data;
    const own = await call(t.app, 'GET', `/api/v2/wallet/${me.customerid}`, { token });
    expect(own.body.data).toEqual({ customerid: me.customerid, balance: 0, available: 0, frozen: 0, currency: 'USD' });
    const sellerToken = await login(t.app, DEMO.seller);
    expect((await call(t.app, 'GET', `/api/v2/wallet/${me.customerid}`, { token: sellerToken })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/v2/wallet/${me.customerid}`)).statusCode).toBe(401);
  });
});
