import { say } from './messages';
import { ACCEPT_LANGUAGE, SUCCESS_STATUSES, buildPath, type BodyOf, type Endpoint, type FieldError, type ParamsOf, type QueryOf, type ResponseOf } from '@wm/contracts';
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { SIGNED_OUT_KEY, loginPath } from './paths';
import { NO_MESSAGE_MARKER, filenameFromDisposition, hasNoMessageMarker, serializeParams } from './http-utils';
import { currentLanguage } from './i18n';
import { navigateTo } from './navigation';
import { newRequestKey } from './request-key';
import { getToken, useClientStore } from './store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sends the request without the Bearer token even when one is held. */
    skipAuth?: boolean;
  }
}

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

/** Shows a failed call as the spec wants it and returns the error to reject with. */
function fail(body: Envelope | null, status: number, config: AxiosRequestConfig): ApiError {
  const error = toApiError(body, status);
  if (status === 423) {
    // A disabled account: tell why, then sign out at once; the login page keeps saying why.
    showError(error.message);
    useClientStore.getState().clearSession();
    sessionStorage.setItem(SIGNED_OUT_KEY, error.message);
    navigateTo(loginPath());
  } else if (!hasNoMessageMarker(http.getUri(config), config.data)) {
    showError(error.message);
  }
  return error;
}

/** Error bodies of blob requests arrive as a Blob holding the JSON envelope. */
async function readBody(data: unknown): Promise<Envelope | null> {
  if (data instanceof Blob) {
    try {
      const parsed: unknown = JSON.parse(await data.text());
      return isEnvelope(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return isEnvelope(data) ? data : null;
}

function saveBlob(response: AxiosResponse<Blob>): void {
  const header = response.headers['content-disposition'];
  const filename = filenameFromDisposition(typeof header === 'string' ? header : null) ?? 'download';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The one HTTP client. Paths include the /api base (the contracts' paths start with
 * it). Use `call` for the contracts' endpoints; this is for what `call` does not
 * cover, such as file downloads (responseType 'blob').
 */
export const http = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => serializeParams(params) },
});

const bearer = (token: string) => `Bearer ${token}`;

// Synchronous, so that the token is read when the call is made: signOut relies on it
// to send the ending session's token and then forget it without waiting.
http.interceptors.request.use(
  (config) => {
    config.headers.set('Accept-Language', ACCEPT_LANGUAGE[currentLanguage()]);
    // A timestamp on every request keeps proxies and the browser from answering from cache.
    config.params = { ...config.params, _t: Date.now() };
    const token = getToken();
    if (token && !config.skipAuth) config.headers.set('Authorization', bearer(token));
    return config;
  },
  null,
  { synchronous: true },
);

http.interceptors.response.use(
  async (response) => {
    if (response.data instanceof Blob) {
      const body = response.data.type.includes('json') ? await readBody(response.data) : null;
      if (body && !isSuccess(body.status)) throw fail(body, body.status, response.config);
      if (!body) saveBlob(response as AxiosResponse<Blob>);
      return response;
    }
    const body: unknown = response.data;
    if (isEnvelope(body) && isSuccess(body.status)) return response;
    throw fail(isEnvelope(body) ? body : null, isEnvelope(body) ? body.status : response.status, response.config);
  },
  async (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.config || axios.isCancel(error)) throw error;
    const { response, config } = error;
    if (!response) {
      const message = say('INTERNAL');
      if (!hasNoMessageMarker(http.getUri(config), config.data)) showError(message);
      throw new ApiError(0, message, error.code ?? null, []);
    }
    const body = await readBody(response.data);
    if (response.status === 401) {
      const unauthorized = toApiError(body, 401);
      const sent = config.headers.get('Authorization');
      const current = getToken();
      // A 401 for a session already ended here (signed out, or another 401 handled) needs nothing more.
      const stale = typeof sent === 'string' && (!current || sent !== bearer(current));
      if (!stale) handleUnauthorized(unauthorized.message, hasNoMessageMarker(http.getUri(config), config.data));
      throw unauthorized;
    }
    throw fail(body, body?.status ?? response.status, config);
  },
);

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
  const { params, query, body, noMessage, skipAuth, signal, requestKey, headers, form } = (options ?? {}) as LooseOptions;
  const response = await http.request<Envelope>({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    params: noMessage ? { ...query, [NO_MESSAGE_MARKER]: true } : query,
    data: form ?? body,
    headers: callHeaders(endpoint, requestKey, headers),
    skipAuth,
    signal,
  });
  // The server validates every response against the same contract.
  return response.data.data as ResponseOf<E>;
}

/**
 * Downloads a contracts endpoint that answers a file (a CSV export): the blob path of the
 * client saves it under the name from content-disposition; an error envelope is shown as usual.
 */
export async function download<E extends Endpoint>(endpoint: E, query?: QueryOf<E>): Promise<void> {
  await http.request({ method: endpoint.method, url: endpoint.path, params: query, responseType: 'blob' });
}
