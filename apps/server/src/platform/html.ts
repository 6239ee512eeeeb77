/**
 * Allow-list HTML sanitiser for operator-written rich text (help articles).
 *
 * Keeps text markup (paragraphs, headings, lists, emphasis, tables, quotes) and links with
 * http(s), mailto or site-relative targets; drops every other tag (keeping its text) and
 * every attribute but a link's href and title. Script-like elements are dropped with their
 * content. Text is re-escaped, so whatever comes out is inert in a browser.
 * Run on write: what is stored is already safe, and reads pay nothing.
 */

const ALLOWED = new Set([
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a',
  'blockquote', 'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'small', 'sub', 'sup',
]);
const VOID = new Set(['br', 'hr']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][A-Za-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>|<\?[^>]*>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (text: string) => text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

/** http(s), mailto, site-relative paths and in-page anchors; nothing that runs code. */
export function isSafeHref(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("jav\tascript:").
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (value.length === 0) return false;
  if (/^(https?:|mailto:)/i.test(value)) return true;
  if (value.startsWith('//')) return false;
  // No scheme at all: a relative link (a ":" only after the first "/", "?" or "#").
  const colon = value.indexOf(':');
  if (colon === -1) return true;
  const firstDelimiter = value.search(/[/?#]/);
  return firstDelimiter !== -1 && firstDelimiter < colon;
}

function safeAttributes(tag: string, source: string): string {
  if (tag !== 'a') return '';
  let href: string | undefined;
  let title: string | undefined;
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href' && href === undefined) href = value;
    if (name === 'title' && title === undefined) title = value;
  }
  let out = '';
  if (href !== undefined && isSafeHref(href)) {
    const decoded = decodeEntities(href).trim();
    out += ` href="${escapeAttribute(decoded)}"`;
    if (/^https?:/i.test(decoded)) out += ' target="_blank" rel="noopener noreferrer nofollow"';
  }
  if (title !== undefined) out += ` title="${escapeAttribute(decodeEntities(title))}"`;
  return out;
}

export function sanitizeHtml(input: string): string {
  let out = '';
  let last = 0;
  let dropping: string | null = null;
  const open: string[] = [];
  for (const match of input.matchAll(TOKEN)) {
    const index = match.index;
    if (dropping === null) out += escapeText(input.slice(last, index));
    last = index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = match[0].startsWith('</');
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(match[2] ?? '')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close whatever was left open inside it, so the output stays well nested.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    out += `<${name}${safeAttributes(name, match[2] ?? '')}>`;
    open.push(name);
  }
  if (dropping === null) out += escapeText(input.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
