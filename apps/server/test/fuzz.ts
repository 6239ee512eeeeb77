import fc from 'fast-check';

/**
 * Requests generated from the OpenAPI document (issue 18, "Fuzzing from the schemas"): for every
 * operation, path and query parameters and a JSON body drawn from its schemas, mixing values that
 * fit (so that requests get past validation and reach the services), boundary values (the schema's
 * own minimum and maximum, empty and longest strings) and hostile ones (wrong types, out of range,
 * NUL characters, very long strings, injection text, missing required fields, a body that is not
 * an object).
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The document's path, e.g. /api/v2/goods/{goodsId}. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
  secured: boolean;
};

export type FuzzRequest = { method: Operation['method']; url: string; body: unknown; hasBody: boolean };

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>>;
};

export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(upper)) continue;
      const params = op.parameters ?? [];
      ops.push({
        method: upper as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' }, required: !!p.required })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return ops;
}

const INT32 = 2 ** 31 - 1;

/** Values no schema accepts everywhere: each is refused by some field, and none may break the server. */
export const hostile = fc.constantFrom<unknown>(
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  '',
  ' ',
  'x'.repeat(5000),
  'a\u0000b',
  '\uD800',
  '0x10',
  'NaN',
  '1e309',
  "' OR '1'='1' --",
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '{{7*7}}',
  '😀'.repeat(50),
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
);

function pickType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? schema.type[0];
  return schema.type;
}

/** Values that fit the schema (as far as its keywords say), boundaries included. */
export function fitting(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  let base: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) base = fc.constant(schema.const);
  else if (schema.enum && schema.enum.length > 0) base = fc.constantFrom(...schema.enum);
  else if (schema.anyOf || schema.oneOf) base = fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => fitting(s, depth + 1)));
  else if (schema.allOf && schema.allOf.length > 0) base = fitting(Object.assign({}, ...schema.allOf), depth + 1);
  else {
    switch (pickType(schema)) {
      case 'integer': {
        const min = Math.max(typeof schema.minimum === 'number' ? schema.minimum : -INT32, Number.MIN_SAFE_INTEGER);
        const max = Math.min(typeof schema.maximum === 'number' ? schema.maximum : INT32, Number.MAX_SAFE_INTEGER);
        // Small ids hit real rows; the bounds are the schema's own.
        base = fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 50), Math.max(min, 1)) }), fc.constantFrom(min, max), fc.integer({ min, max }));
        break;
      }
      case 'number': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : -1e9;
        const max = typeof schema.maximum === 'number' ? schema.maximum : 1e9;
        base = fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
        break;
      }
      case 'boolean':
        base = fc.boolean();
        break;
      case 'string': {
        const minLength = schema.minLength ?? 0;
        const maxLength = Math.min(schema.maxLength ?? 40, 200);
        if (schema.format === 'date-time') base = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
        else if (schema.format === 'date') base = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
        else if (schema.format === 'email') base = fc.emailAddress();
        else if (schema.format === 'uri' || schema.format === 'url') base = fc.webUrl();
        else if (schema.pattern) {
          // fast-check cannot draw from every pattern (lookaheads): then plain strings, mostly refused.
          let matching: fc.Arbitrary<string> | null = null;
          try {
            matching = fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 500);
          } catch {
            matching = null;
          }
          base = matching ?? fc.string({ maxLength });
        } else base = fc.oneof(fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }), fc.constantFrom('a'.repeat(minLength), 'a'.repeat(Math.max(minLength, maxLength))));
        break;
      }
      case 'array': {
        const maxLength = Math.min(schema.maxItems ?? 4, 4);
        const minLength = Math.min(schema.minItems ?? 0, maxLength);
        base = fc.array(fitting(schema.items ?? {}, depth + 1), { minLength, maxLength });
        break;
      }
      case 'object':
      case undefined: {
        if (!schema.properties) {
          base = pickType(schema) === 'object' ? fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }) : fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
          break;
        }
        const props = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, fitting(v, depth + 1)]));
        base = fc.record(props, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
        break;
      }
      default:
        base = fc.constant(null);
    }
  }
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

/** Mostly fitting, sometimes one field hostile or a required field missing; rarely the whole value hostile. */
export function mixed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const props = schema.properties;
  const broken: fc.Arbitrary<unknown>[] = [hostile];
  if (props && Object.keys(props).length > 0) {
    const keys = Object.keys(props);
    broken.push(
      fc.tuple(fitting(schema), fc.constantFrom(...keys), hostile).map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
      fc.tuple(fitting(schema), fc.constantFrom(...keys)).map(([value, key]) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof({ arbitrary: fitting(schema), weight: 5 }, { arbitrary: fc.oneof(...broken), weight: 3 });
}

function encodePathValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: sent as the bytes a careless client would send.
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(...op.pathParams.map((p) => mixed(p.schema)));
  const queryValues = fc.tuple(
    ...op.queryParams.map((p) => (p.required ? mixed(p.schema).map((v) => ({ present: true, v })) : fc.option(mixed(p.schema), { nil: undefined }).map((v) => ({ present: v !== undefined, v })))),
  );
  const body = op.body ? mixed(op.body) : fc.constant(undefined);
  return fc.tuple(pathValues, queryValues, body).map(([pv, qv, b]) => {
    let url = op.path;
    op.pathParams.forEach((p, i) => {
      const encoded = encodePathValue(pv[i]) || 'x';
      url = url.replace(p.name === '*' ? '{*}' : `{${p.name}}`, p.name === '*' ? encoded.replace(/%2F/gi, '/') : encoded);
    });
    const query = op.queryParams
      .map((p, i) => ({ name: p.name, ...qv[i]! }))
      .filter((q) => q.present)
      .map((q) => `${encodeURIComponent(q.name)}=${encodePathValue(q.v)}`);
    if (query.length > 0) url += `?${query.join('&')}`;
    return { method: op.method, url, body: b, hasBody: op.method !== 'GET' && op.method !== 'DELETE' && b !== undefined };
  });
}
