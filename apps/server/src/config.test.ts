import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, loadConfig } from './config';

const KEY = 'k'.repeat(32);

describe('production mode', () => {
  it('never runs demo mode or the sandbox gateway, and refuses a configuration that asks for them', () => {
    const prod = loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY, DELIVERY: 'off' });
    expect(prod.demo).toBe(false);
    expect(prod.paymentGateway).toBeNull();
    expect(prod.host).toBe('0.0.0.0');
    expect(() => loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY, DEMO: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/sandbox/);
    expect(loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY, DELIVERY: 'off', PAYMENT_GATEWAY: 'none' }).paymentGateway).toBeNull();
  });

  it('needs the payment passwords\' key from outside the database; elsewhere a development key stands in', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DELIVERY: 'off' })).toThrow(/PAY_PASSWORD_KEY is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', DELIVERY: 'off', PAY_PASSWORD_KEY: 'short' })).toThrow();
    expect(loadConfig({ NODE_ENV: 'production', DELIVERY: 'off', PAY_PASSWORD_KEY: KEY, PAY_PASSWORD_KEY_PREVIOUS: 'p'.repeat(32) }).payPasswordKeys).toEqual({ current: KEY, previous: 'p'.repeat(32) });
    expect(loadConfig({}).payPasswordKeys.current).toMatch(/development-only/);
  });
});

describe('demo mode', () => {
  it('is the default outside production, with the sandbox gateway, on loopback only', () => {
    const dev = loadConfig({});
    expect(dev.demo).toBe(true);
    expect(dev.demoExplicit).toBe(false);
    expect(dev.paymentGateway).toBe('sandbox');
    expect(dev.host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('refuses to listen beyond loopback unless asked for explicitly with DEMO=true', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/DEMO=true/);
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(ConfigError);
    const exposed = loadConfig({ HOST: '0.0.0.0', DEMO: 'true' });
    expect(exposed.demo && exposed.demoExplicit).toBe(true);
    expect(exposed.host).toBe('0.0.0.0');
    // Not a demo: a real installation listens wherever it is told, with no gateway by default.
    const real = loadConfig({ HOST: '0.0.0.0', DEMO: 'false' });
    expect(real.demo).toBe(false);
    expect(real.paymentGateway).toBeNull();
  });

  it('tells loopback addresses from others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'example.com', '127.0.0.1.example.com']) expect(isLoopback(host)).toBe(false);
  });
});

describe('outbound delivery', () => {
  const SMS = { SMS_PROVIDER_URL: 'https://sms.example.com/send', SMS_PROVIDER_KEY: 'sms-key' };
  const SMTP = { SMTP_HOST: 'smtp.example.com', SMTP_USER: 'mailer', SMTP_PASS: 'secret', SMTP_FROM: 'Marketplace <no-reply@example.com>' };

  it('is required in production, where nobody could register without it, unless turned off knowingly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY })).toThrow(/SMS \(SMS_PROVIDER_URL, SMS_PROVIDER_KEY\) and email/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY, ...SMS })).toThrow(/needs outbound delivery.*email \(SMTP_URL or SMTP_HOST/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY, ...SMTP })).toThrow(ConfigError);
    const prod = loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY, ...SMS, ...SMTP });
    expect(prod.delivery.sms).toEqual({ url: SMS.SMS_PROVIDER_URL, key: 'sms-key' });
    expect(prod.delivery.smtp).toEqual({ url: null, host: 'smtp.example.com', port: 587, secure: false, user: 'mailer', pass: 'secret', from: SMTP.SMTP_FROM });
    expect(prod.warnings).toEqual([]);
    const off = loadConfig({ NODE_ENV: 'production', PAY_PASSWORD_KEY: KEY, ...SMS, DELIVERY: 'off' });
    expect(off.delivery.sms).toBeNull();
    expect(off.warnings).toEqual([expect.stringMatching(/DELIVERY=off: no SMS or email is sent/)]);
  });

  it('reads SMTP as a URL or host and port (465 is TLS from the start) and refuses half a configuration', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', SMTP_FROM: 'a@example.com' }).delivery.smtp).toMatchObject({ url: 'smtps://u:p@mail.example.com', host: null });
    expect(loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '465', SMTP_FROM: 'a@example.com' }).delivery.smtp).toMatchObject({ port: 465, secure: true, user: null });
    expect(loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'true', SMTP_FROM: 'a@example.com' }).delivery.smtp).toMatchObject({ port: 465, secure: true });
    expect(() => loadConfig({ SMTP_HOST: 'mail.example.com' })).toThrow(/SMTP_FROM/);
    expect(() => loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_URL: 'smtp://x', SMTP_FROM: 'a@example.com' })).toThrow(/not both/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'a@example.com' })).toThrow();
    expect(() => loadConfig({ SMS_PROVIDER_URL: 'https://sms.example.com' })).toThrow(/SMS_PROVIDER_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER_KEY: 'k' })).toThrow(/SMS_PROVIDER_URL/);
  });

  it('is optional outside production: demo mode keeps its outbox quietly, a real installation is warned', () => {
    const demo = loadConfig({});
    expect(demo.delivery.sms).toBeNull();
    expect(demo.delivery.smtp).toBeNull();
    expect(demo.warnings).toEqual([]);
    expect(loadConfig({ DEMO: 'false', ...SMS }).warnings).toEqual([expect.stringMatching(/No provider for email/)]);
    expect(loadConfig({ DEMO: 'false', DELIVERY_MAX_ATTEMPTS: '3', DELIVERY_RETRY_SECONDS: '5' }).delivery).toMatchObject({ maxAttempts: 3, retrySeconds: 5 });
  });
});

describe('documents', () => {
  it('read the CJK font path from PDF_CJK_FONT, with the Debian package path by default', () => {
    expect(loadConfig({}).pdf).toEqual({ cjkFont: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' });
    expect(loadConfig({ PDF_CJK_FONT: '/opt/fonts/noto.ttc' }).pdf).toEqual({ cjkFont: '/opt/fonts/noto.ttc' });
  });
});

describe('the embedded database', () => {
  it('runs in a worker thread by default, in-process when EMBEDDED_DATABASE says so, and refuses anything else', () => {
    expect(loadConfig({}).embeddedDatabase).toBe('worker');
    expect(loadConfig({ EMBEDDED_DATABASE: 'in-process' }).embeddedDatabase).toBe('in-process');
    expect(() => loadConfig({ EMBEDDED_DATABASE: 'thread' })).toThrow();
  });
});
