// The import rules of the repository, checked with dependency-cruiser (docs/architecture-rules.md).
// Run: `node --import tsx scripts/boundaries.ts` (a step of `npm test`); exits non-zero on any violation.
//
// TypeScript 7 has no JavaScript compiler API, which dependency-cruiser's TypeScript support
// needs, and its swc parser cannot read .tsx. So sources are turned into JavaScript with Babel
// (types stripped, JSX compiled, type-only imports kept as imports so that they count) and
// parsed by dependency-cruiser's own parser. @swc/core is installed only because
// dependency-cruiser lists .ts and .tsx as files it may read when a TypeScript-capable
// compiler (typescript below 7, or swc) is present.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';

/** What the checker reads: every source tree with rules (tests included: a cycle through a test is still a cycle). */
export const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];

const MODULES = '^apps/server/src/modules/';
const FEATURES = '^apps/web/src/features/';
/** Tests and their helpers set up state through other modules' test helpers and tables: they are outside the module boundaries (not outside the cycle rule). */
const TESTS = '\\.(test|pg\\.test)\\.tsx?$|\\.test-support\\.ts$';

/**
 * A server module's public interface, what other modules may import: its services
 * (`*.service.ts`: the domain verbs and the interfaces they are composed with) and
 * repositories (`*.repository.ts`: read functions another module may call in its own
 * transaction), plus two documented files. Private: tables, routes, seeds, presenters,
 * data and helpers.
 */
export const SERVER_PUBLIC = [
  `${MODULES}[^/]+/[^/]+\\.(service|repository)\\.ts$`,
  // The accounts read model: how other modules name and find accounts without querying users.
  `${MODULES}auth/directory\\.ts$`,
  // The catalogue of message events, the one contract every module sends messages by.
  `${MODULES}messages/events\\.ts$`,
];

export const RULES: IForbiddenRuleType[] = [
  {
    name: 'no-circular',
    comment: 'No import cycles anywhere (type-only imports count: a cycle of types is still two things that cannot be understood apart).',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'server-module-private',
    comment: "A server module imports another module only through its public interface (services, repositories, auth/directory.ts, messages/events.ts): never its tables, routes, seeds or helpers.",
    severity: 'error',
    from: { path: `${MODULES}([^/]+)/`, pathNot: [TESTS, '\\.tables\\.ts$'] },
    to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, ...SERVER_PUBLIC] },
  },
  {
    name: 'server-tables-reference-tables',
    comment: "A tables file may name another module's tables for a foreign key (drizzle's references()), and nothing else of it.",
    severity: 'error',
    from: { path: `${MODULES}([^/]+)/[^/]+\\.tables\\.ts$` },
    to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, '\\.tables\\.ts$'] },
  },
  {
    name: 'server-module-layers',
    comment: 'Server modules build on platform/, db/ and the contracts: not on the app composition, the process entry or anything outside the server.',
    severity: 'error',
    from: { path: MODULES, pathNot: TESTS },
    to: { path: '^apps/server/src/(app|main)\\.ts$|^apps/web/|^e2e/|^bench/|^scripts/' },
  },
  {
    name: 'server-platform-below-modules',
    comment: 'platform/ is what modules build on: it imports no module.',
    severity: 'error',
    from: { path: '^apps/server/src/platform/', pathNot: TESTS },
    to: { path: MODULES },
  },
  {
    name: 'web-feature-independent',
    comment: 'A web feature imports lib/, the app shell and the contracts, never another feature: app/ composes features (app/pages/*).',
    severity: 'error',
    from: { path: `${FEATURES}([^/]+)/` },
    to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
  },
  {
    name: 'web-lib-below-features',
    comment: 'lib/ is what features and the shell build on: it imports neither.',
    severity: 'error',
    from: { path: '^apps/web/src/lib/' },
    to: { path: '^apps/web/src/(features|app)/' },
  },
  {
    name: 'apps-apart',
    comment: 'The server and the web app share only the contracts package.',
    severity: 'error',
    from: { path: '^apps/(server|web)/' },
    to: { path: '^apps/', pathNot: '^apps/$1/' },
  },
  {
    name: 'contracts-stand-alone',
    comment: 'The contracts are the source of truth both apps import: they import neither.',
    severity: 'error',
    from: { path: '^packages/contracts/' },
    to: { path: '^apps/' },
  },
];

/**
 * Imports the rules forbid and the repository keeps, each for a stated reason: one file to
 * one file, under one rule. An exception that no longer matches a violation is reported too,
 * so that the list only shrinks.
 */
export const EXCEPTIONS: { rule: string; from: string; to: string; reason: string }[] = [
  ...(['zh', 'ja'] as const).map((language) => ({
    rule: 'resolvable',
    from: `apps/web/src/lib/first-strings/${language}.ts`,
    to: `virtual:antd-first-locale/${language === 'zh' ? 'zh_CN' : 'ja_JP'}`,
    reason: "A module the web's build makes (apps/web/antd-first-locale.ts: antd's locale with the parts a first page shows), in vite.config.ts, its prerender build and vitest.config.ts.",
  })),
  ...['after-sales/after-sales.seed.ts', 'agreements/agreements.seed.ts', 'sales-orders/sales-orders.seed.ts', 'seller/seller.seed.ts'].map((seed) => ({
    rule: 'server-module-layers',
    from: `apps/server/src/modules/${seed}`,
    to: 'apps/server/src/app.ts',
    reason: "Demo data made through the composed app's services (db/seed.ts seedDemoServices): the seed takes the app's Services type, it does not build the app.",
  })),
  {
    rule: 'server-platform-below-modules',
    from: 'apps/server/src/platform/http.ts',
    to: 'apps/server/src/modules/auth/auth.service.ts',
    reason: "The route binder hands every handler the signed-in user: it names auth's AuthUser type (a type-only import; no code of auth runs in platform).",
  },
  {
    rule: 'server-module-private',
    from: 'apps/server/src/modules/account/account.repository.ts',
    to: 'apps/server/src/modules/auth/auth.tables.ts',
    reason: "The audit queue pages company profiles filtered by the audit status, which lives on auth's users row: the filter has to be in the same query as the paging.",
  },
  {
    rule: 'server-module-private',
    from: 'apps/server/src/modules/seller/seller.repository.ts',
    to: 'apps/server/src/modules/catalog/catalog.tables.ts',
    reason: "The merchant console is the write side of the catalog's stores and goods (the catalog module reads them): moving those writes into the catalog's repository is a change of its own.",
  },
  {
    rule: 'server-module-private',
    from: 'apps/server/src/modules/seller/seller.repository.ts',
    to: 'apps/server/src/modules/auth/auth.tables.ts',
    reason: "The console's store list is paged and searched with its owner's name and mobile (users), in one query.",
  },
  {
    rule: 'web-feature-independent',
    from: 'apps/web/src/features/agreements/agreement-paths.test.ts',
    to: 'apps/web/src/features/purchase-orders/checkout-source.ts',
    reason: "A test that the agreements' checkout links are read back the same by the checkout page: it checks the two features' shared URL on purpose.",
  },
];

export interface Violation {
  rule: string;
  from: string;
  to: string;
  /** For cycles: the files (or modules) around it. */
  cycle?: string[];
}

/** Turns type-only imports and exports into plain ones before Babel strips types, so that they stay dependencies. */
function keepTypeImports() {
  type Node = { type: string; importKind?: string; exportKind?: string; source?: unknown; specifiers?: { importKind?: string; exportKind?: string }[] };
  type Path = { node: Node; replaceWith: (node: object) => void };
  return {
    visitor: {
      Program(program: { get: (key: 'body') => Path[] }) {
        for (const statement of program.get('body')) {
          const node = statement.node;
          if (node.type === 'ImportDeclaration') {
            if (node.importKind === 'type') {
              node.importKind = 'value';
              node.specifiers = [];
            } else for (const s of node.specifiers ?? []) if (s.importKind === 'type') s.importKind = 'value';
          } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
            if (node.exportKind === 'type') statement.replaceWith({ type: 'ImportDeclaration', specifiers: [], source: node.source, importKind: 'value' });
            else for (const s of node.specifiers ?? []) if (s.exportKind === 'type') s.exportKind = 'value';
          }
        }
      },
    },
  };
}

const babelConfig = {
  babelrc: false,
  configFile: false,
  // onlyRemoveTypeImports: an import is kept unless it says `type`; keepTypeImports runs first and turns those into plain imports too.
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
  // The classic JSX runtime adds no import (the automatic one would add react/jsx-runtime to every .tsx).
  plugins: [keepTypeImports, ['@babel/plugin-transform-react-jsx', { runtime: 'classic' }]],
};

/** Which server module or web feature a file belongs to (tests left out), or null. */
function unitOf(path: string): string | null {
  if (new RegExp(TESTS).test(path)) return null;
  const found = /^apps\/server\/src\/modules\/([^/]+)\//.exec(path) ?? /^apps\/web\/src\/features\/([^/]+)\//.exec(path);
  if (!found) return null;
  return `${path.startsWith('apps/server') ? 'server' : 'web'}:${found[1]}`;
}

/**
 * Cycles between whole modules (and features), which no file-level cycle shows: module A's
 * service imports B's while B's imports A's repository. Tests are left out, and so are
 * foreign keys between tables files (the database's dependency, not the code's).
 */
export function moduleCycles(result: ICruiseResult): Violation[] {
  const edges = new Map<string, Map<string, string>>();
  for (const m of result.modules) {
    const from = unitOf(m.source);
    if (!from) continue;
    for (const d of m.dependencies) {
      const to = unitOf(d.resolved);
      if (!to || to === from) continue;
      if (m.source.endsWith('.tables.ts') && d.resolved.endsWith('.tables.ts')) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${m.source} -> ${d.resolved}`);
      edges.set(from, out);
    }
  }
  // Tarjan's strongly connected components: each component of more than one unit is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((units) => ({
    rule: 'no-module-cycle',
    from: units[0]!,
    to: units.slice(1).join(', '),
    // One import per edge inside the component, so the report says where to cut.
    cycle: units.flatMap((a) => units.filter((b) => edges.get(a)?.has(b)).map((b) => `${a} -> ${b}: ${edges.get(a)!.get(b)}`)),
  }));
}

/** Checks the rules over `roots`, relative to `baseDir` (the repository, or a test's fixture). */
export async function checkBoundaries(options: {
  baseDir: string;
  roots?: string[];
  rules?: IForbiddenRuleType[];
  exceptions?: typeof EXCEPTIONS;
}): Promise<{ violations: Violation[]; modules: number; dependencies: number }> {
  const { output } = await cruise(
    options.roots ?? ROOTS,
    {
      baseDir: options.baseDir,
      validate: true,
      ruleSet: { forbidden: options.rules ?? RULES },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: 'node_modules|\\.d\\.ts$' },
      // Imports are read from the source as written (Babel keeps every import, type-only ones included).
      tsPreCompilationDeps: false,
      outputType: 'json',
    },
    {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main'],
    },
    { babelConfig },
  );
  const result = JSON.parse(output as string) as ICruiseResult;
  const unresolved = result.modules.flatMap((m) =>
    m.dependencies.filter((d) => d.couldNotResolve && !d.dependencyTypes.includes('core')).map((d) => ({ rule: 'resolvable', from: m.source, to: d.module })),
  );
  const found: Violation[] = [
    ...(result.summary.violations as IViolation[]).map((v) => ({ rule: v.rule.name, from: v.from, to: v.to, ...(v.cycle ? { cycle: v.cycle.map((c) => c.name) } : {}) })),
    ...moduleCycles(result),
    ...unresolved,
  ];
  const exceptions = options.exceptions ?? EXCEPTIONS;
  const excepted = (v: Violation) => exceptions.some((e) => e.rule === v.rule && e.from === v.from && e.to === v.to);
  const stale = exceptions
    .filter((e) => !found.some((v) => e.rule === v.rule && e.from === v.from && e.to === v.to))
    .map((e) => ({ rule: 'stale-exception', from: e.from, to: `${e.to} (${e.rule}): no longer needed, remove it from EXCEPTIONS` }));
  const violations = [...found.filter((v) => !excepted(v)), ...stale];
  return { violations, modules: result.summary.totalCruised, dependencies: result.summary.totalDependenciesCruised ?? 0 };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const started = Date.now();
  const { violations, modules, dependencies } = await checkBoundaries({ baseDir: process.cwd() });
  for (const v of violations) {
    console.log(`${v.rule}: ${v.from} -> ${v.to}`);
    for (const step of v.cycle ?? []) console.log(`    ${step}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nboundaries: ${violations.length} violation(s) in ${modules} files, ${dependencies} imports (${seconds} s)`);
  process.exit(violations.length === 0 ? 0 : 1);
}
