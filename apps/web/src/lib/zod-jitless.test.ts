import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('parses without compiling code when the page set its configuration before loading it', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compiled: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.number(), b: z.string() }).parse({ a: 1, b: 'x' })).toEqual({ a: 1, b: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toEqual([]);
  });
});
