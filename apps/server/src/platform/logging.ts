import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are secrets: the signature of a signed file link (`sig`), the
 * sandbox page's token, S3 presigned signatures and credentials, codes and passwords that a
 * client might put in a URL. Their values never reach a log line.
 */
const SECRET_PARAMS = /^(sig|signature|token|code|password|paypassword|x-amz-signature|x-amz-credential|x-amz-security-token|access_token)$/i;

/** A URL as it may be logged: every secret query value replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed name is checked as it is.
      }
      return SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Headers that carry credentials: never logged. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-pay-password', 'x-sandbox-signature'];

/** A request id from the caller (a load balancer's X-Request-Id) when it is a plain token, else a fresh one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * The server's log: JSON lines (pino) with the request id on every line of a request (Fastify's
 * child logger), request lines with their secrets redacted.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: SECRET_HEADERS.map((h) => `req.headers["${h}"]`), censor: '[redacted]' },
    serializers: {
      req(req: { method: string; url: string; hostname?: string; ip?: string; headers?: Record<string, unknown>; socket?: { remotePort?: number } }) {
        return { method: req.method, url: redactUrl(req.url), host: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
      },
    },
  };
}
