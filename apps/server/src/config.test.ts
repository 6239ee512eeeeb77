import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, loadConfig } from './config';

describe('production mode', () => {
  it('never runs demo mode or the sandbox gateway, and refuses a configuration that asks for them', () => {
    const prod = loadConfig({ NODE_ENV: 'production' });
    expect(prod.demo).toBe(false);
    expect(prod.paymentGateway).toBeNull();
    expect(prod.host).toBe('0.0.0.0');
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toThrow(/sandbox/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'none' }).paymentGateway).toBeNull();
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
