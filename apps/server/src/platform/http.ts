import {
  envelope,
  parseAcceptLanguage,
  translate,
  type Access,
  type Endpoint,
  type FieldError,
  type Language,
} from '@wm/contracts';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError, validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { safeEncode, type z } from 'zod';
import type { AuthUser } from '../modules/auth/auth.service';
import { AppError } from './errors';
import { idempotencyHooks, requestKeyOf } from './idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    user: AuthUser | null;
  }
  interface FastifyInstance {
    resolveToken: (token: string) => Promise<AuthUser | null>;
    /** Writes the audit log entry of a successful change through an operator endpoint (modules/audit-log). */
    recordOperatorAction?: (action: OperatorAction) => Promise<void>;
  }
}

/** A successful change an operator made through the console's API, as the route binder reports it. */
export interface OperatorAction {
  actorId: number;
  method: string;
  path: string;
  params: unknown;
  body: unknown;
  ip: string;
  requestId: string;
}

/**
 * The one place where console actions are audited: every 2xx answer of a non-GET operator
 * endpoint, after its handler (and so its transaction) succeeded. A failure to write is logged,
 * never turned into an error: the change itself is done by then.
 */
async function auditOperatorAction(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, ep: Endpoint) {
  if (ep.access !== 'operator' || ep.method === 'GET' || reply.statusCode >= 300 || !req.user || !app.recordOperatorAction) return;
  try {
    await app.recordOperatorAction({ actorId: req.user.id, method: ep.method, path: ep.path, params: req.params, body: req.body, ip: req.ip, requestId: req.id });
  } catch (err) {
    req.log.error({ err, action: `${ep.method} ${ep.path}` }, 'audit log entry not written');
  }
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type UserFor<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;

export interface Context<B, Q, P, A extends Access> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  user: UserFor<A>;
  lang: Language;
  /** The request's Idempotency-Key header (1-100 characters), for endpoints that move money or stock. */
  requestKey: string | undefined;
  req: FastifyRequest;
  reply: FastifyReply;
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 ? token : null;
}

/**
 * Resolves the caller and enforces the endpoint's access, in one place for every endpoint.
 * A stale token on a public endpoint is treated as a visitor; a disabled account is refused everywhere (423).
 */
async function authenticate(app: FastifyInstance, req: FastifyRequest, access: Access): Promise<AuthUser | null> {
  const token = bearer(req);
  const user = token ? await app.resolveToken(token) : null;
  if (user?.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (access === 'public') return user;
  if (!user) throw new AppError('UNAUTHORIZED');
  switch (access) {
    case 'user':
      return user;
    case 'buyer':
    case 'approvedBuyer':
      if (user.isStore || user.role === 'seller') throw new AppError('STORE_CANNOT_BUY');
      if (user.role !== 'buyer') throw new AppError('FORBIDDEN');
      if (access === 'approvedBuyer' && user.auditStatus !== 2) throw new AppError('NOT_APPROVED');
      return user;
    case 'seller':
      if (!user.isStore) throw new AppError('FORBIDDEN');
      return user;
    case 'operator':
      if (user.role !== 'operator') throw new AppError('FORBIDDEN');
      return user;
  }
}

export interface RouteOptions {
  /**
   * The handler answers one and the same object for as long as the answer does not change (a
   * cached, never-modified value): it is then checked against the contract and serialised once
   * per object instead of once per request. Only for handlers that never change an object they
   * answered.
   */
  serializeOnce?: boolean;
}

/** Binds a contract endpoint to a handler: validation both ways, access, envelope. */
export function route<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined, R extends z.ZodType, A extends Access>(
  app: FastifyInstance,
  ep: Endpoint<B, Q, P, R, A>,
  handler: (ctx: Context<B, Q, P, A>) => Promise<z.input<R>>,
  options: RouteOptions & {
    /**
     * Idempotent endpoints: a refusal decided from memory alone (it must not touch the database),
     * made before the request key is claimed; it throws the AppError to answer (idempotency.ts). It may
     * wait (a checkout's turn at its goods' gate) and answer what to call once the request is done.
     */
    refuseEarly?: (ctx: { body: Out<B>; user: UserFor<A> }) => void | Promise<(() => void) | void>;
  } = {},
) {
  const refuseEarly = options.refuseEarly;
  const serialized = options.serializeOnce ? new WeakMap<object, string>() : null;
  // The route's generic schema types are too deep for the type provider to follow; the contract types the handler instead.
  app.route({
    method: ep.method,
    url: ep.path,
    schema: {
      summary: ep.summary,
      tags: ep.tags,
      ...(ep.body ? { body: ep.body } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      response: { 200: envelope(ep.response) },
    },
    preValidation: async (req) => {
      req.user = await authenticate(app, req, ep.access);
      // Before the body is validated: a request without its key is refused as that, whatever it holds.
      if (ep.idempotent && !requestKeyOf(req)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    },
    // Endpoints marked idempotent: the Idempotency-Key is required, and a retry replays the first answer.
    ...idempotencyHooks(app, ep, refuseEarly && ((req) => refuseEarly({ body: req.body as Out<B>, user: req.user as UserFor<A> }))),
    handler: async (req, reply) => {
      const data = await handler({
        body: req.body as Out<B>,
        query: req.query as Out<Q>,
        params: req.params as Out<P>,
        user: req.user as UserFor<A>,
        lang: req.lang,
        requestKey: requestKeyOf(req),
        req,
        reply,
      });
      await auditOperatorAction(app, req, reply, ep);
      // A handler that answered itself (a file download) has nothing to wrap.
      if (reply.sent) return reply;
      const status = reply.statusCode === 200 ? 200 : reply.statusCode;
      const message = translate(req.lang, ep.successMessage ?? 'success');
      if (serialized && data !== null && typeof data === 'object') {
        let json = serialized.get(data);
        if (json === undefined) {
          const checked = safeEncode(ep.response, data as z.output<R>);
          if (!checked.success) throw new ResponseSerializationError(ep.method, ep.path, { cause: checked.error });
          json = JSON.stringify(checked.data);
          serialized.set(data, json);
        }
        // A JSON string is sent as it is: the envelope around the ready data.
        reply.type('application/json; charset=utf-8');
        return `{"status":${status},"message":${JSON.stringify(message)},"data":${json}}`;
      }
      return { status, message, data };
    },
  });
}

function sendError(reply: FastifyReply, status: number, message: string, data: { code: string; errors?: FieldError[]; retryAfter?: number }) {
  if (data.retryAfter) reply.header('retry-after', String(data.retryAfter));
  return reply.code(status).send({ status, message, data });
}

/** Field path of a validation issue: /mobile -> mobile, /items/0/qty -> items.0.qty */
const fieldOf = (instancePath: string | undefined) => (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');

/**
 * Zod validation for every request part. Fastify hands a missing body to the validator as
 * null; to the contract it is no body at all, so a body whose fields are all optional
 * (list filters) accepts an empty request.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  const checked: typeof validate = (data) => {
    // A NUL character is never valid text (PostgreSQL refuses it in a string): refused here, for every field of every endpoint.
    const nul = nulPath(data, []);
    return nul ? { error: [validationIssue(nul, 'field.invalid')] as unknown as Error } : validate(data);
  };
  return route.httpPart === 'body' ? (data) => checked(data === null ? undefined : data) : checked;
};

/** The path of the first string (or object key) holding a NUL character, if any. */
function nulPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A validation issue in the shape the zod type provider gives the error handler. */
function validationIssue(path: string[], message: string) {
  return { [Symbol.for('ZodFastifySchemaValidationError')]: true, keyword: 'invalid_format', instancePath: `/${path.join('/')}`, schemaPath: '#', message, params: {} };
}

/**
 * For GET answers that are the same for everyone (per language) for a while: `cached(reply, data)`
 * marks the answer cacheable and returns the data. Called once the data is in hand, so an
 * error answer is never marked.
 */
export const publicCache =
  (maxAgeSeconds: number) =>
  <T>(reply: FastifyReply, data: T): T => {
    reply.header('cache-control', maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'no-cache');
    reply.header('vary', 'Accept-Language');
    return data;
  };

export function registerHttpConventions(app: FastifyInstance) {
  // An empty JSON body is no body (POST lists whose filters are all optional); the schema decides.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
  app.decorateRequest('lang', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req, reply) => {
    req.lang = parseAcceptLanguage(req.headers['accept-language']);
    reply.header('x-request-id', req.id);
  });
  app.addHook('onSend', async (req, reply) => {
    // Browsers remember HTTPS-only for sites that answered over HTTPS (directly or behind a trusted proxy), never over plain HTTP.
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // A signed-in answer is that user's: kept by no cache, shared or not, unless its handler chose otherwise.
    if (req.user && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = req.lang ?? 'en';
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({ field: fieldOf(v.instancePath), message: translate(lang, messageKey(v.message, v.keyword)) }));
      return sendError(reply, 400, errors[0]?.message ?? translate(lang, 'VALIDATION_FAILED'), { code: 'VALIDATION_FAILED', errors });
    }
    if (err instanceof AppError) {
      const errors = err.fieldErrors?.map((f) => ({ field: f.field, message: translate(lang, f.message, err.params) }));
      const message = errors?.[0]?.message ?? translate(lang, err.code, err.params);
      // Every 429 says when to come back: from the rule's seconds or minutes, else in a minute.
      const retryAfter = err.status === 429 ? (err.params?.seconds ? Number(err.params.seconds) : err.params?.minutes ? Number(err.params.minutes) * 60 : 60) : undefined;
      return sendError(reply, err.status, message, { code: err.code, ...(errors ? { errors } : {}), ...(retryAfter ? { retryAfter } : {}) });
    }
    if (err instanceof ResponseSerializationError) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return sendError(reply, 500, translate(lang, 'INTERNAL'), { code: 'INTERNAL' });
    }
    if (isDataException(err)) {
      // A value the database cannot take (out of range, malformed) that a contract let through: still the request's fault.
      req.log.warn({ err }, 'value refused by the database');
      return sendError(reply, 400, translate(lang, 'BAD_REQUEST'), { code: 'BAD_REQUEST' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large...: the client's fault, said plainly.
      return sendError(reply, status === 413 || status === 415 ? status : 400, translate(lang, 'BAD_REQUEST'), { code: 'BAD_REQUEST' });
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, translate(lang, 'INTERNAL'), { code: 'INTERNAL' });
  });
}

/** A PostgreSQL "data exception" (SQLSTATE class 22), thrown by the driver or wrapped by drizzle. */
function isDataException(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/** A zod issue message is a catalogue key when the rule named one; otherwise a generic message by kind. */
function messageKey(message: string | undefined, keyword: string): string {
  if (message && /^[A-Za-z]+(\.[A-Za-z]+)*$/.test(message) && translateKnown(message)) return message;
  if (keyword === 'too_big') return 'field.tooLong';
  return 'field.invalid';
}
const translateKnown = (key: string) => translate('en', key) !== key;

/**
 * Requests Node's HTTP parser refuses (a NUL in a header, a broken request line) are answered
 * in the envelope too, then the connection is closed. Nothing of the request can be trusted, so
 * the answer is in English.
 */
export function malformedRequest(err: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return void socket.destroy();
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({ status, message: translate('en', 'BAD_REQUEST'), data: { code: 'BAD_REQUEST' } });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * What the router refuses before any hook runs (a path that is not valid percent-encoding, a path
 * parameter longer than the router takes): in the envelope like every other answer.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return sendError(reply, status, translate(parseAcceptLanguage(req.headers['accept-language']), 'BAD_REQUEST'), { code: 'BAD_REQUEST' });
}

export function notFound(req: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, translate(req.lang ?? 'en', 'NOT_FOUND'), { code: 'NOT_FOUND' });
}
