import type { Transport } from './http';

// fetch cannot report how much of a request body has been sent; XMLHttpRequest can.
// Only the pages that show an upload's progress import this (the sales-order import),
// so it stays out of the first page's code.

/** Response headers as XMLHttpRequest gives them ("name: value" lines). */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may not have a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A transport for lib/http's `call` that reports the part of the body sent (0..1) and
 * otherwise behaves as fetch does: it answers a Response, rejects with a TypeError when
 * the network fails and with the signal's reason when aborted.
 */
export function uploadWithProgress(onProgress: (sent: number) => void): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : 0);
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort);
      xhr.onloadend = () => signal?.removeEventListener('abort', abort);
      xhr.onload = () =>
        resolve(new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }));
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
