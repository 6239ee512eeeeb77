import { svgDataUrl } from '../../../platform/svg';

/**
 * Pictures of the demo content, drawn here as small SVGs (no image is downloaded):
 * line pictograms on a 24-unit grid, category tiles, footer icons and the logo.
 */
export const GLYPHS = {
  sofa: '<path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3"/><path d="M3 11h18v5H3z"/><path d="M5 16v2M19 16v2"/>',
  pot: '<path d="M4 10h16v6a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z"/><path d="M2 10h20"/><path d="M9 6c0-1.5 1.3-2 3-2s3 .5 3 2"/>',
  leaf: '<path d="M12 21v-8"/><path d="M12 13C7 13 4 10 4 5c5 0 8 3 8 8z"/><path d="M12 15c4 0 7-2.5 7-7-4 0-7 2.5-7 7z"/>',
  paw: '<circle cx="7" cy="9" r="1.6"/><circle cx="11" cy="6" r="1.6"/><circle cx="15" cy="6" r="1.6"/><circle cx="18" cy="10" r="1.6"/><path d="M8 17c0-3 2-5 4.5-5s4.5 2 4.5 5c0 2-2 2.5-4.5 1.5C10 19.5 8 19 8 17z"/>',
  phone: '<rect x="7" y="2.5" width="10" height="19" rx="2"/><path d="M11 18.5h2"/>',
  blocks: '<rect x="3" y="13" width="8" height="8" rx="1"/><rect x="13" y="13" width="8" height="8" rx="1"/><rect x="8" y="3" width="8" height="8" rx="1"/>',
  ball: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
  bulb: '<path d="M9 18h6M10 21h4"/><path d="M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z"/>',
  box: '<path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z"/><path d="M3 7.5 12 12l9-4.5M12 12v9"/>',
  wrench: '<path d="M14.5 6.5a4 4 0 0 0-5.3 5.3L3.5 17.5l3 3 5.7-5.7a4 4 0 0 0 5.3-5.3l-2.5 2.5-2.4-.6-.6-2.4z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3.5 6 8.5 7 8.5-7"/>',
  handset: '<path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z"/>',
  chat: '<path d="M9.5 4C5.4 4 2 6.7 2 10c0 1.9 1.1 3.6 2.8 4.7L4 17.5l3.2-1.7c.7.2 1.5.3 2.3.3"/><path d="M15 9c-3.9 0-7 2.5-7 5.5s3.1 5.5 7 5.5c.8 0 1.5-.1 2.2-.3l2.8 1.5-.7-2.5c1.6-1 2.7-2.5 2.7-4.2C22 11.5 18.9 9 15 9z"/>',
} as const;
export type Glyph = keyof typeof GLYPHS;

const line = (stroke: string) => `fill="none" stroke="${stroke}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"`;

/** A menu pictogram. */
export const iconPicture = (glyph: Glyph, stroke = '#1f2937') =>
  svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${line(stroke)}>${GLYPHS[glyph]}</svg>`);

/** A square tile for the home page's category section: the pictogram on a tinted ground. */
export const tilePicture = (glyph: Glyph, ground: string, stroke: string) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="${ground}"/><g transform="translate(30 30) scale(2.5)" ${line(stroke)}>${GLYPHS[glyph]}</g></svg>`,
  );

/** A round footer icon with a pictogram or a short mark (social networks are named by their initials). */
export const footerIcon = (ground: string, content: { glyph: Glyph } | { mark: string }) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${ground}"/>${
      'glyph' in content
        ? `<g transform="translate(8 8)" ${line('#ffffff')}>${GLYPHS[content.glyph]}</g>`
        : `<text x="20" y="26" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${content.mark.length > 1 ? 15 : 18}" font-weight="700" fill="#ffffff">${content.mark}</text>`
    }</svg>`,
  );

/** The site logo: a crate mark and the name. */
export const logoPicture = () =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48"><rect x="2" y="4" width="40" height="40" rx="9" fill="#1d4ed8"/><g transform="translate(10 12)" ${line('#ffffff')}>${GLYPHS.box}</g><text x="52" y="31" font-family="Arial,Helvetica,sans-serif" font-size="19" font-weight="700" fill="#0f172a" textLength="182" lengthAdjust="spacingAndGlyphs">Wholesale<tspan fill="#1d4ed8"> Marketplace</tspan></text></svg>`,
  );
