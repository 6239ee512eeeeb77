import sanitize from 'sanitize-html';

/**
 * Allow-list HTML sanitiser for operator- and seller-written rich text (help articles, goods
 * descriptions), on top of sanitize-html (a maintained parser-based sanitiser).
 *
 * Keeps text markup (paragraphs, headings, lists, emphasis, tables, quotes) and links with
 * http(s), mailto or site-relative targets; drops every other tag (keeping its text) and
 * every attribute but a link's href and title. Script-like and foreign-content elements (svg,
 * math, noscript, template...) are dropped with their content, so no namespace confusion can
 * survive a browser's second parse. Entities are decoded and text re-escaped, so whatever
 * comes out is inert in a browser. Run on write: what is stored is already safe, and reads
 * pay nothing.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a',
  'blockquote', 'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'small', 'sub', 'sup',
];
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'svg', 'math',
  'select', 'option', 'xmp', 'noembed', 'noframes', 'plaintext', 'frameset', 'frame', 'applet',
];

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

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowedStyles: {},
  // A link keeps only its href (when safe) and title; an outside link opens in a new tab.
  // The attributes are rebuilt here, so a target or rel written by the author never survives.
  transformTags: {
    a: (tagName, attribs) => {
      const next: Record<string, string> = {};
      const href = attribs.href?.trim();
      if (href !== undefined && isSafeHref(href)) {
        next.href = href;
        if (/^https?:/i.test(href)) {
          next.target = '_blank';
          next.rel = 'noopener noreferrer nofollow';
        }
      }
      if (attribs.title !== undefined) next.title = attribs.title;
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeHtml(input: string): string {
  // The library writes void elements XHTML-style; the stored HTML keeps the HTML form.
  return sanitize(input, OPTIONS).replace(/<(br|hr) \/>/g, '<$1>');
}
