import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import * as contracts from '@wm/contracts';
import { ERROR_STATUS, type Endpoint } from '@wm/contracts';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The API description integrators read (/api/docs/json), made from the contracts: each
 * operation's id is its contract's name, its security is its access, its error answers are the
 * error envelope with the codes each status can carry. Endpoints added to the contracts are
 * described by the same rules without anything written here.
 */

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Json; description?: string }[];
  responses?: Record<string, Json>;
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'response' in value && 'summary' in value;

/** Every contract endpoint by "METHOD /path/{param}", with the name it is exported under. */
export function contractOperations(): Map<string, { name: string; endpoint: Endpoint }> {
  const found = new Map<string, { name: string; endpoint: Endpoint }>();
  for (const [name, value] of Object.entries(contracts as Record<string, unknown>)) {
    if (!isEndpoint(value)) continue;
    const key = `${value.method} ${openApiPath(value.path)}`;
    if (!found.has(key)) found.set(key, { name, endpoint: value });
  }
  return found;
}

/** /api/v2/customer/:customerId -> /api/v2/customer/{customerId}; a trailing wildcard becomes {path}. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{path}');

/** GET /api/v2/files/{path} -> getApiV2FilesPath: for the few routes that are not contracts (file links, gateway callbacks). */
const operationIdOf = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** The error statuses the server answers with, and the catalogue of codes for each (contracts' ERROR_STATUS). */
const ERROR_ANSWERS: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Bad input: the message says what, in the request language; `data.errors` names the fields.' },
  401: { name: 'Unauthorized', description: 'No valid session: sign in and send `Authorization: Bearer <token>`.' },
  403: { name: 'Forbidden', description: 'The signed-in account may not do this (wrong role, store account buying, buyer not approved).' },
  404: { name: 'NotFound', description: 'No such object for this caller (another owner\'s objects are not found either).' },
  409: { name: 'Conflict', description: 'Not allowed in the object\'s current state, or an Idempotency-Key reused for another request or still in progress.' },
  423: { name: 'Locked', description: 'The account is disabled.' },
  429: { name: 'TooManyRequests', description: 'Too many requests or attempts: the `Retry-After` header and `data.retryAfter` say when to come back.' },
};

function codesWith(status: number): string[] {
  const codes = Object.entries(ERROR_STATUS)
    .filter(([, s]) => s === status)
    .map(([code]) => code);
  // Answered by the app itself outside the catalogue's table (unknown path, idempotency).
  if (status === 404 && !codes.includes('NOT_FOUND')) codes.push('NOT_FOUND');
  return codes.sort();
}

function errorComponents() {
  const schemas: Record<string, Json> = {
    FieldError: {
      type: 'object',
      properties: { field: { type: 'string', description: 'Path of the field: items.0.quantity' }, message: { type: 'string' } },
      required: ['field', 'message'],
    },
  };
  const responses: Record<string, Json> = {};
  for (const [status, { name, description }] of Object.entries(ERROR_ANSWERS)) {
    schemas[`${name}Error`] = {
      type: 'object',
      description: `The error envelope of a ${status} answer.`,
      properties: {
        status: { type: 'integer', enum: [Number(status)] },
        message: { type: 'string', description: 'For people, in the request language (Accept-Language).' },
        data: {
          type: 'object',
          properties: {
            code: { type: 'string', enum: codesWith(Number(status)), description: 'For programs: stable across languages.' },
            errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
            retryAfter: { type: 'integer', description: 'Seconds to wait (429 only).' },
          },
          required: ['code'],
        },
      },
      required: ['status', 'message', 'data'],
    };
    responses[name] = {
      description,
      ...(status === '429' ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Error` } } },
    };
  }
  return { schemas, responses };
}

/** The error answers an operation can give, from what its contract declares. */
function errorStatuses(path: string, method: string, ep: Endpoint | undefined): number[] {
  const signedIn = ep ? ep.access !== 'public' : false;
  const hasParams = path.includes('{');
  const changes = method !== 'get';
  const statuses = [400];
  if (signedIn) statuses.push(401, 403);
  if (hasParams) statuses.push(404);
  if (ep?.idempotent || (changes && hasParams && signedIn)) statuses.push(409);
  if (signedIn) statuses.push(423);
  statuses.push(429);
  return statuses;
}

const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  description: 'One per user action (1-100 characters), the same for its retries: a retry answers the first answer; the same key with another request is a 409.',
  schema: { type: 'string', minLength: 1, maxLength: 100 },
};

/**
 * `anyOf` with an empty schema in it matches any value (zod's `unknown().nullable()` gives
 * `anyOf: [{}, { type: 'null' }]`): said plainly as the empty schema, everywhere in the document.
 */
function simplifySchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(simplifySchemas);
  if (node === null || typeof node !== 'object') return;
  const record = node as Json;
  const anyOf = record.anyOf;
  if (Array.isArray(anyOf) && anyOf.some((s) => s !== null && typeof s === 'object' && Object.keys(s).length === 0)) delete record.anyOf;
  Object.values(record).forEach(simplifySchemas);
}

/** Completes the generated document: ids, security, parameters, error answers, tags, servers. */
export function describeOperations(document: Json, servers: { url: string; description: string }[]): Json {
  simplifySchemas(document);
  const byRoute = contractOperations();
  const components = (document.components ?? {}) as { schemas?: Json; responses?: Json; securitySchemes?: Json };
  const errors = errorComponents();
  components.schemas = { ...components.schemas, ...errors.schemas };
  components.responses = { ...components.responses, ...errors.responses };
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const tags = new Set<string>();
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const found = byRoute.get(`${method.toUpperCase()} ${path}`);
      const ep = found?.endpoint;
      let id = found?.name ?? operationIdOf(method, path);
      // A name shared by two routes (never expected) still gives unique ids.
      for (let n = 2; ids.has(id); n++) id = `${found?.name ?? operationIdOf(method, path)}${n}`;
      ids.add(id);
      operation.operationId = id;
      if (ep) {
        operation.summary = ep.summary.length > 120 ? `${ep.summary.slice(0, ep.summary.lastIndexOf(' ', 117))}...` : ep.summary;
        if (ep.summary.length > 120) operation.description = ep.summary;
        operation.tags = ep.tags;
        operation.security = ep.access === 'public' ? [] : [{ bearer: [] }];
        if (ep.access !== 'public') operation.description = `${operation.description ?? ep.summary}\n\nAccess: ${ep.access}.`;
      } else {
        operation.summary ??= `${method.toUpperCase()} ${path}`;
        operation.tags = operation.tags?.length ? operation.tags : ['files'];
        operation.security = [];
      }
      for (const tag of operation.tags ?? []) tags.add(tag);
      // Every {name} of the path is declared (a wildcard's too).
      const parameters = operation.parameters ?? [];
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name)) parameters.push({ name: name!, in: 'path', required: true, schema: { type: 'string' } });
      }
      if (ep?.idempotent && !parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key')) parameters.push(idempotencyKeyParameter);
      if (parameters.length > 0) operation.parameters = parameters;
      const responses = operation.responses ?? {};
      for (const status of errorStatuses(path, method, ep)) {
        responses[String(status)] = { $ref: `#/components/responses/${ERROR_ANSWERS[status]!.name}` };
      }
      operation.responses = responses;
    }
  }
  return {
    ...document,
    servers,
    tags: [...tags].sort().map((name) => ({ name, description: `Endpoints of ${name}.` })),
    components,
  };
}

/** The @fastify/swagger options: operator endpoints only when asked for (they stay access-checked either way). */
export function openApiOptions(options: { includeAdmin: boolean; servers: { url: string; description: string }[] }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      // 3.1: JSON Schema 2020-12, so that null is a type like any other (3.0's `nullable` cannot say "anything or null").
      openapi: '3.1.0',
      info: {
        title: 'Wholesale marketplace API',
        version: '1.0.0',
        description:
          'Every response is an envelope { status, message, data }. Errors answer the same envelope with data.code (stable) and a message in the request language (Accept-Language: en-US, zh-CN, ja-JP). ' +
          'Calls that move money or stock need an Idempotency-Key header.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token of /api/v2/auth/login (data.token.token).' } } },
    },
    transform: (input) => {
      if (!options.includeAdmin && input.url.startsWith('/api/v2/admin/')) return { schema: { ...input.schema, hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      // A wildcard route (a file link) documents its rest of the path as a named parameter.
      return { ...transformed, url: input.url.replace(/\/\*$/, '/:path') };
    },
    // Schemas with an id (the recursive category and region trees) go to components and are referenced from there.
    transformObject: (input) => describeOperations(jsonSchemaTransformObject(input as Parameters<typeof jsonSchemaTransformObject>[0]) as Json, options.servers) as never,
  };
}
