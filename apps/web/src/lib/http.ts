import { say } from './messages';
import { ACCEPT_LANGUAGE, SUCCESS_STATUSES, buildPath, type BodyOf, type Endpoint, type FieldError, type ParamsOf, type QueryOf, type ResponseOf } from '@wm/contracts';
import { SIGNED_OUT_KEY, loginPath } from './paths';
import { NO_MESSAGE_MARKER, filenameFromDisposition, hasNoMessageMarker, serializeParams } from './http-utils';
import { currentLanguage } from './i18n';
import { navigateTo } from './navigation';
import { newRequestKey } from './request-key';
import { getToken, useClientStore } from './store';

const REQUEST_TIMEOUT_MS = 60_000;

/** Every JSON body: { status, message, data } (spec section 8). */
interface Envelope {
  status: number;
  message: string;
  data: unknown;
}

/** A failed call: the status from the body (or HTTP), the server's message and its field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
    readonly fieldErrors: readonly FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'number';

const isSuccess = (status: number) => (SUCCESS_STATUSES as readonly number[]).includes(status);

/** Spec section 8: the text shown when the server sends no message. */
function statusText(status: number): string {
  const key = status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'INTERNAL';
  return say(key);
}

// antd's notification and confirm dialog are loaded on the first error only: the
// first page does not pay for them.
const feedback = () => import('./http-feedback');

function showError(message: string): void {
  void feedback().then(({ notifyError }) => notifyError(message));
}

const here = () => `${window.location.pathname}${window.location.search}`;
const onLoginPage = () => window.location.pathname.startsWith('/login');

let expiredDialogOpen = false;

/** HTTP 401: with a token the session has expired (ask); without one, sign-in is needed. */
function handleUnauthorized(message: string, quiet: boolean): void {
  if (!getToken()) {
    if (!quiet) showError(message);
    if (!onLoginPage()) navigateTo(loginPath(here()));
    return;
  }
  if (expiredDialogOpen) return;
  expiredDialogOpen = true;
  void feedback().then(({ confirmSessionExpired }) =>
    confirmSessionExpired({
      onLogin: () => {
        useClientStore.getState().clearSession();
        // A guarded page may already have sent the visitor to log in, remembering the page.
        if (!onLoginPage()) navigateTo(loginPath(here()));
      },
      onClosed: () => {
        expiredDialogOpen = false;
      },
    }),
  );
}

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' && value !== null && 'field' in value && typeof value.field === 'string' && 'message' in value && typeof value.message === 'string';

/**
 * The code and field errors of a failed answer (the contracts' ErrorData). Read by
 * hand rather than with the schema so that the schema library stays out of the first
 * page's code: this runs on every error, the schemas only in forms.
 */
function toApiError(body: Envelope | null, status: number): ApiError {
  const data: unknown = body?.data;
  const details = typeof data === 'object' && data !== null ? data : {};
  const code = 'code' in details && typeof details.code === 'string' ? details.code : null;
  const errors = 'errors' in details && Array.isArray(details.errors) ? details.errors.filter(isFieldError) : [];
  return new ApiError(status, body?.message || statusText(status), code, errors);
}

/**
 * A request as the client sends it: the URL with its query (for the noMessage marker),
 * the body given (a FormData or a JSON value) and the Authorization sent (for the 401 rule).
 */
interface Sent {
  url: string;
  data: unknown;
  authorization: string | null;
}

const quiet = (sent: Sent) => hasNoMessageMarker(sent.url, sent.data);

/** Shows a failed call as the spec wants it and returns the error to reject with. */
function fail(body: Envelope | null, status: number, sent: Sent): ApiError {
  const error = toApiError(body, status);
  if (status === 423) {
    // A disabled account: tell why, then sign out at once; the login page keeps saying why.
    showError(error.message);
    useClientStore.getState().clearSession();
    sessionStorage.setItem(SIGNED_OUT_KEY, error.message);
    navigateTo(loginPath());
  } else if (!quiet(sent)) {
    showError(error.message);
  }
  return error;
}

/** A JSON text as a value; any other text stays text (so it is no envelope). */
function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Error bodies of blob requests arrive as a Blob holding the JSON envelope. */
async function readBody(data: unknown): Promise<Envelope | null> {
  if (data instanceof Blob) return readBody(parse(await data.text()));
  return isEnvelope(data) ? data : null;
}

function saveBlob(data: Blob, disposition: string | null): void {
  const filename = filenameFromDisposition(disposition) ?? 'download';
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** How a request goes out: `fetch`, or lib/upload's XMLHttpRequest when a file upload reports its progress. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

interface Outgoing {
  method: string;
  /** With the /api base (the contracts' paths start with it). */
  path: string;
  query?: object;
  /** A JSON body, or a FormData sent as multipart (the browser sets its content type). */
  data?: unknown;
  headers?: Record<string, string>;
  skipAuth?: boolean;
  signal?: AbortSignal;
  /** A file answer: saved under the content-disposition name, unless it is an error envelope. */
  blob?: boolean;
  transport?: Transport;
}

const bearer = (token: string) => `Bearer ${token}`;

/** Network failures and the timeout: status 0, the spec's INTERNAL text. */
function unreachable(code: string, sent: Sent): ApiError {
  const message = say('INTERNAL');
  if (!quiet(sent)) showError(message);
  return new ApiError(0, message, code, []);
}

/**
 * The one HTTP client: sends a request the spec's way and resolves with the success
 * envelope (null for a saved file), or rejects with an ApiError after showing it.
 * An aborted request rejects with the caller's reason, untouched and unshown.
 */
async function send({ method, path, query, data, headers, skipAuth, signal, blob, transport = fetch }: Outgoing): Promise<Envelope | null> {
  // A timestamp on every request keeps proxies and the browser from answering from cache.
  const search = serializeParams({ ...(query as Parameters<typeof serializeParams>[0]), _t: Date.now() });
  const url = `${path}${path.includes('?') ? '&' : '?'}${search}`;
  const form = data instanceof FormData;
  const sentHeaders = new Headers(headers);
  sentHeaders.set('Accept', 'application/json, text/plain, */*');
  if (data !== undefined && !form) sentHeaders.set('Content-Type', 'application/json');
  sentHeaders.set('Accept-Language', ACCEPT_LANGUAGE[currentLanguage()]);
  // Read now, synchronously: signOut relies on it to send the ending session's token and then forget it without waiting.
  const token = getToken();
  if (token && !skipAuth) sentHeaders.set('Authorization', bearer(token));
  const sent: Sent = { url, data, authorization: sentHeaders.get('Authorization') };

  // The timeout covers the whole exchange, the answer's body included; the caller's
  // signal (a query left behind, a dialog closed) aborts it as well.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('timeout', 'TimeoutError'));
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  try {
    let response: Response;
    let answer: unknown;
    try {
      response = await transport(url, {
        method,
        headers: sentHeaders,
        body: data === undefined ? undefined : form ? data : JSON.stringify(data),
        signal: controller.signal,
      });
      answer = blob && response.ok ? await response.blob() : parse(await response.text());
    } catch (error) {
      if (signal?.aborted) throw error;
      throw unreachable(timedOut ? 'ECONNABORTED' : 'ERR_NETWORK', sent);
    }
    if (response.ok) {
      if (answer instanceof Blob) {
        const body = answer.type.includes('json') ? await readBody(answer) : null;
        if (body && !isSuccess(body.status)) throw fail(body, body.status, sent);
        if (!body) saveBlob(answer, response.headers.get('content-disposition'));
        return body;
      }
      if (isEnvelope(answer) && isSuccess(answer.status)) return answer;
      throw fail(isEnvelope(answer) ? answer : null, isEnvelope(answer) ? answer.status : response.status, sent);
    }
    const body = await readBody(answer);
    if (response.status === 401) {
      const unauthorized = toApiError(body, 401);
      const current = getToken();
      // A 401 for a session already ended here (signed out, or another 401 handled) needs nothing more.
      const stale = sent.authorization !== null && (!current || sent.authorization !== bearer(current));
      if (!stale) handleUnauthorized(unauthorized.message, quiet(sent));
      throw unauthorized;
    }
    throw fail(body, body?.status ?? response.status, sent);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

// Options of `call`: a part is required when the endpoint declares it with required
// fields, optional when every field is optional, and absent when not declared.
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : {} extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

export type CallOptions<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>> & {
    /** Suppresses the error notification (the spec's isNoMessage marker). */
    noMessage?: boolean;
    skipAuth?: boolean;
    signal?: AbortSignal;
    /**
     * The Idempotency-Key of an endpoint its contract marks idempotent: pass the same one when
     * the same user action is sent again (lib/request-key's useRequestKey); a new one is made
     * when absent. Never sent to other endpoints.
     */
    requestKey?: string;
    /** Extra request headers (a payment password). */
    headers?: Record<string, string>;
    /** A multipart body (a file upload), for endpoints that take one instead of JSON. */
    form?: FormData;
    /** Sends through another transport than fetch (lib/upload's, which reports an upload's progress). */
    transport?: Transport;
  };

interface LooseOptions {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  noMessage?: boolean;
  skipAuth?: boolean;
  signal?: AbortSignal;
  requestKey?: string;
  headers?: Record<string, string>;
  form?: FormData;
  transport?: Transport;
}

/** The headers of a call: the Idempotency-Key for exactly the endpoints marked idempotent. */
export function callHeaders(endpoint: Endpoint, requestKey?: string, headers?: Record<string, string>): Record<string, string> {
  return { ...headers, ...(endpoint.idempotent ? { 'Idempotency-Key': requestKey ?? newRequestKey() } : {}) };
}

/** Calls a contracts endpoint and resolves with its typed `data`. */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[options]: {} extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]
): Promise<ResponseOf<E>> {
  // The precise per-endpoint type is checked at the call site; inside, any endpoint is handled alike.
  const { params, query, body, noMessage, skipAuth, signal, requestKey, headers, form, transport } = (options ?? {}) as LooseOptions;
  const envelope = await send({
    method: endpoint.method,
    path: buildPath(endpoint.path, params),
    query: noMessage ? { ...query, [NO_MESSAGE_MARKER]: true } : query,
    data: form ?? body,
    headers: callHeaders(endpoint, requestKey, headers),
    skipAuth,
    signal,
    transport,
  });
  // The server validates every response against the same contract.
  return envelope?.data as ResponseOf<E>;
}

/**
 * Downloads a contracts endpoint that answers a file (a CSV export, a receipt): it is saved
 * under the name from content-disposition; an error envelope is shown as usual. `form` sends
 * a file to an endpoint that answers with another (the import's report).
 */
export async function download<E extends Endpoint>(
  endpoint: E,
  query?: QueryOf<E>,
  { params, form }: { params?: ParamsOf<E>; form?: FormData } = {},
): Promise<void> {
  await send({ method: endpoint.method, path: buildPath(endpoint.path, params as Record<string, string | number> | undefined), query: query as object | undefined, data: form, blob: true });
}
