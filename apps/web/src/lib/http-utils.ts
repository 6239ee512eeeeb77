// Wire details of the http client (spec section 7), kept free of browser state and of
// the transport so that they are unit-tested on their own.

/** The marker that suppresses error messages when it appears in a URL or a body. */
export const NO_MESSAGE_MARKER = 'isNoMessage';

type ParamValue = string | number | boolean | null | undefined | readonly (string | number | boolean | null | undefined)[];

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** GET params as a query string, dropping empty values (undefined, null, ''); arrays repeat the key. */
export function serializeParams(params: Record<string, ParamValue> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (!isEmpty(item)) query.append(key, String(item));
  }
  return query.toString();
}

export function hasNoMessageMarker(url: string | undefined, body: unknown): boolean {
  if (url?.includes(NO_MESSAGE_MARKER)) return true;
  if (body === undefined || body === null) return false;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.includes(NO_MESSAGE_MARKER);
}

/** File name from a Content-Disposition header; RFC 5987 `filename*` wins over `filename`. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  if (!name) return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
