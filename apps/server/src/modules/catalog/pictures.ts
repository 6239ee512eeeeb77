import { svgDataUrl } from '../../platform/svg';
import type { Shape } from './data/products';
import { escapeHtml } from '../../platform/escape';

// Pictures of the demo catalogue, drawn here (nothing is downloaded): a product card per
// goods picture (a coloured ground, a simple shape of the product, the item code) and a
// logo per store (initials on the brand colour).

/** Simple product outlines on a 200 x 200 grid; `c` is the product colour, strokes are dark. */
const SHAPES: Record<Shape, (c: string) => string> = {
  sofa: (c) => `<rect x="30" y="80" width="140" height="50" rx="10" fill="${c}"/><rect x="20" y="95" width="25" height="45" rx="8" fill="${c}"/><rect x="155" y="95" width="25" height="45" rx="8" fill="${c}"/><rect x="40" y="110" width="120" height="30" rx="6" fill="${c}"/><path d="M40 140v14M160 140v14"/>`,
  table: (c) => `<rect x="25" y="85" width="150" height="16" rx="4" fill="${c}"/><path d="M40 101v55M160 101v55M40 130h120"/>`,
  cabinet: (c) => `<rect x="20" y="80" width="160" height="60" rx="4" fill="${c}"/><path d="M73 80v60M127 80v60M30 140v12M170 140v12"/><circle cx="65" cy="110" r="3"/><circle cx="135" cy="110" r="3"/>`,
  bed: (c) => `<rect x="20" y="60" width="30" height="90" rx="6" fill="${c}"/><rect x="45" y="100" width="140" height="30" rx="6" fill="${c}"/><rect x="55" y="88" width="35" height="14" rx="6" fill="#fff"/><path d="M50 130v20M180 130v20"/>`,
  drawers: (c) => `<rect x="45" y="45" width="110" height="115" rx="5" fill="${c}"/><path d="M45 83h110M45 121h110M90 64h20M90 102h20M90 140h20M55 160v10M145 160v10"/>`,
  chair: (c) => `<rect x="65" y="35" width="70" height="70" rx="14" fill="${c}"/><rect x="55" y="105" width="90" height="20" rx="8" fill="${c}"/><path d="M100 125v30M70 165l30-10 30 10M70 165v6M130 165v6M100 155v16"/>`,
  desk: (c) => `<rect x="20" y="75" width="160" height="14" rx="3" fill="${c}"/><path d="M45 89v70M155 89v70M35 159h20M145 159h20"/><rect x="70" y="40" width="60" height="35" rx="3" fill="#fff"/>`,
  pot: (c) => `<path d="M40 85h120v45a25 25 0 0 1-25 25H65a25 25 0 0 1-25-25z" fill="${c}"/><path d="M25 85h150M80 70c0-10 8-14 20-14s20 4 20 14"/>`,
  jar: (c) => `<rect x="60" y="60" width="80" height="100" rx="14" fill="${c}"/><rect x="55" y="45" width="90" height="20" rx="5" fill="#fff"/><path d="M75 95h50"/>`,
  pillow: (c) => `<path d="M35 70q65-25 130 0q12 35 0 70q-65 25-130 0q-12-35 0-70z" fill="${c}"/><path d="M60 90q40 10 80 0"/>`,
  vase: (c) => `<path d="M80 40h40v20q30 25 25 60t-35 45h-20q-30-10-35-45t25-60z" fill="${c}"/><path d="M80 60h40"/>`,
  umbrella: (c) => `<path d="M25 95a75 55 0 0 1 150 0z" fill="${c}"/><path d="M100 40v125M85 165h30M60 95q-5 10-5 0M100 95v0"/>`,
  trowel: (c) => `<path d="M100 30c25 20 30 55 0 90c-30-35-25-70 0-90z" fill="${c}"/><path d="M100 120v45"/><rect x="90" y="150" width="20" height="25" rx="6" fill="#fff"/>`,
  grill: (c) => `<path d="M40 80h120a60 45 0 0 1-120 0z" fill="${c}"/><path d="M40 80a60 40 0 0 1 120 0M70 115l-20 55M130 115l20 55M100 125v45"/>`,
  dogBed: (c) => `<ellipse cx="100" cy="120" rx="78" ry="38" fill="${c}"/><ellipse cx="100" cy="112" rx="52" ry="20" fill="#fff"/><path d="M85 105q15-12 30 0"/>`,
  catTree: (c) => `<path d="M70 60v110M130 100v70"/><rect x="45" y="45" width="50" height="18" rx="4" fill="${c}"/><rect x="105" y="85" width="50" height="18" rx="4" fill="${c}"/><rect x="40" y="165" width="120" height="12" rx="3" fill="${c}"/><circle cx="70" cy="125" r="16" fill="${c}"/>`,
  plug: (c) => `<rect x="60" y="70" width="80" height="70" rx="12" fill="${c}"/><path d="M85 70V45M115 70V45M100 140v20q0 15 25 15h25"/>`,
  phone: (c) => `<rect x="65" y="25" width="70" height="150" rx="14" fill="${c}"/><rect x="75" y="45" width="50" height="105" rx="4" fill="#fff"/><path d="M92 162h16"/>`,
  laptop: (c) => `<rect x="45" y="50" width="110" height="75" rx="6" fill="${c}"/><rect x="55" y="60" width="90" height="55" rx="2" fill="#fff"/><path d="M25 140h150l-12-15H37z"/>`,
  blocks: (c) => `<rect x="30" y="105" width="65" height="55" rx="5" fill="${c}"/><rect x="105" y="105" width="65" height="55" rx="5" fill="#fff"/><rect x="68" y="50" width="65" height="55" rx="5" fill="${c}"/><circle cx="88" cy="50" r="6"/><circle cx="113" cy="50" r="6"/>`,
  swing: (c) => `<path d="M30 170L65 35h70l35 135M65 35h70M90 35v95M110 35v95"/><rect x="82" y="128" width="36" height="10" rx="3" fill="${c}"/>`,
  mat: (c) => `<rect x="30" y="120" width="140" height="24" rx="12" fill="${c}"/><circle cx="160" cy="100" r="24" fill="${c}"/><circle cx="160" cy="100" r="10" fill="#fff"/>`,
  dumbbell: (c) => `<rect x="35" y="70" width="28" height="60" rx="6" fill="${c}"/><rect x="137" y="70" width="28" height="60" rx="6" fill="${c}"/><rect x="63" y="93" width="74" height="14" rx="4" fill="#fff"/>`,
  bike: (c) => `<circle cx="55" cy="125" r="32" fill="none"/><circle cx="145" cy="125" r="32" fill="none"/><path d="M55 125l30-50h40l20 50M85 75l15 50h-45M120 62h15" stroke-width="6"/><path d="M80 62h20" stroke="${c}" stroke-width="10"/>`,
  ceilingLamp: (c) => `<path d="M100 20v45"/><path d="M40 120a60 55 0 0 1 120 0z" fill="${c}"/><ellipse cx="100" cy="128" rx="22" ry="10" fill="#fde68a"/>`,
  tableLamp: (c) => `<path d="M65 40h70l20 60H45z" fill="${c}"/><path d="M100 100v55"/><rect x="70" y="155" width="60" height="12" rx="4" fill="${c}"/>`,
  lantern: (c) => `<path d="M100 25v20"/><path d="M75 45h50l10 20v80l-10 15H75l-10-15V65z" fill="${c}"/><rect x="82" y="72" width="36" height="62" rx="4" fill="#fde68a"/>`,
  hanger: (c) => `<path d="M100 45a12 12 0 1 1 12 12c-6 0-12 4-12 10v8L30 130h140z" fill="none"/><rect x="45" y="140" width="110" height="30" rx="6" fill="${c}"/>`,
  shelf: (c) => `<path d="M45 30v145M155 30v145"/><rect x="40" y="55" width="120" height="8" fill="${c}"/><rect x="40" y="95" width="120" height="8" fill="${c}"/><rect x="40" y="135" width="120" height="8" fill="${c}"/><rect x="60" y="70" width="14" height="25" fill="#fff"/><rect x="80" y="74" width="12" height="21" fill="#fff"/>`,
  drill: (c) => `<rect x="40" y="60" width="100" height="40" rx="10" fill="${c}"/><path d="M140 80h40"/><path d="M75 100l-10 55h35l5-55" fill="${c}"/><rect x="58" y="150" width="50" height="22" rx="4" fill="#fff"/>`,
  wrench: (c) => `<path d="M135 40a30 30 0 0 0-28 40L45 142a12 12 0 0 0 17 17l62-62a30 30 0 0 0 40-28l-18 10-17-5-5-17z" fill="${c}"/>`,
};

const FONT = 'font-family="Arial,Helvetica,sans-serif"';

/** Mixes a hex colour with white (amount 0..1), for light grounds. */
function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(v + (255 - v) * amount);
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => mix(v).toString(16).padStart(2, '0')).join('')}`;
}


/**
 * Goods picture number `n` (1 = the main picture): the product on a ground tinted with its
 * colour; 2 shows its outline dimensions, 3 a close-up, 4 the shipping carton.
 */
export function goodsPicture(p: { shape: Shape; color: string; itemCode: string; n: number; size?: { length: number; width: number; height: number } }): string {
  const ground = tint(p.color, p.n === 1 ? 0.82 : 0.92);
  const stroke = 'fill="none" stroke="#1f2937" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"';
  let body: string;
  if (p.n === 4) {
    body = `<g ${stroke}><path d="M40 70l60-25 60 25v80l-60 25-60-25z" fill="#d6b98c"/><path d="M40 70l60 25 60-25M100 95v80"/></g><text x="100" y="140" text-anchor="middle" ${FONT} font-size="11" fill="#1f2937">${escapeHtml(p.itemCode)}</text>`;
  } else {
    const scale = p.n === 3 ? 1.5 : 1;
    const offset = p.n === 3 ? -50 : 0;
    body = `<g transform="translate(${offset} ${offset}) scale(${scale})"><g ${stroke}>${SHAPES[p.shape](p.color)}</g></g>`;
    if (p.n === 2 && p.size)
      body += `<g stroke="#475569" stroke-width="1.5" fill="none"><path d="M20 182h160M20 177v10M180 177v10"/></g><text x="100" y="196" text-anchor="middle" ${FONT} font-size="10" fill="#475569">${p.size.length} x ${p.size.width} x ${p.size.height} in</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="800" height="800"><rect width="200" height="200" fill="${ground}"/>${body}<text x="8" y="14" ${FONT} font-size="9" fill="#475569">${escapeHtml(p.itemCode)}</text></svg>`;
}

/** A store logo: its initials on its brand colour. */
export const storeLogo = (initials: string, color: string) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="16" fill="${color}"/><rect x="6" y="6" width="68" height="68" rx="12" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/><text x="40" y="50" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#ffffff">${escapeHtml(initials)}</text></svg>`,
  );
