/**
 * zod compiles its object parsers with `new Function`, which the page's Content-Security-Policy
 * forbids (script-src 'self', no 'unsafe-eval'): the browser logs a violation and zod falls back
 * to its plain parser anyway. Asking for the plain parser from the start keeps the console clean.
 * zod reads its configuration from this global (what `z.config()` writes) when it first loads;
 * setting it here keeps zod itself out of the first page's code. zod-jitless.test.ts checks that
 * the installed zod reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
