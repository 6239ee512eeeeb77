import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPngDataUrl, qrSvg } from './qr';

/** Reads an image back the way a phone camera would: its pixels through a QR decoder. */
async function decode(image: Buffer, density?: number): Promise<string | undefined> {
  const { data, info } = await sharp(image, density ? { density } : {}).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

const TEXTS = ['A', 'hello world', 'https://www.wholesalemarket.example/wechat', 'weixin://wxpay/bizpayurl?pr=Ab12Cd3', 'https://pay.example/' + 'x'.repeat(300)];

// Reads the format information back (ISO/IEC 18004, 7.9): BCH-checked level and mask.
function formatBits(m: boolean[][]): number {
  let bits = 0;
  const at = (x: number, y: number) => (m[y]![x] ? 1 : 0);
  for (let i = 0; i <= 5; i++) bits |= at(8, i) << i;
  bits |= at(8, 7) << 6;
  bits |= at(8, 8) << 7;
  bits |= at(7, 8) << 8;
  for (let i = 9; i < 15; i++) bits |= at(14 - i, 8) << i;
  return bits ^ 0x5412;
}
const bchRemainder = (data: number) => {
  let rem = data << 10;
  for (let i = 14; i >= 10; i--) if ((rem >>> i) & 1) rem ^= 0x537 << (i - 10);
  return rem;
};

describe('qrMatrix', () => {
  it('picks the smallest version that holds the text', () => {
    expect(qrMatrix('A')).toHaveLength(21); // version 1
    expect(qrMatrix('x'.repeat(14))).toHaveLength(21); // version 1-M holds 14 bytes
    expect(qrMatrix('x'.repeat(15))).toHaveLength(25);
    expect(qrMatrix('https://www.wholesalemarket.example/wechat')).toHaveLength(29); // version 3
    expect(qrMatrix('z'.repeat(213))).toHaveLength(57); // version 10
    expect(qrMatrix('z'.repeat(214))).toHaveLength(61); // version 11: longer texts take larger versions
    expect(() => qrMatrix('z'.repeat(2332))).toThrow(); // version 40-M holds 2331 bytes
  });

  it('draws finder patterns in three corners and timing patterns between them', () => {
    const m = qrMatrix('https://www.wholesalemarket.example/wechat');
    const n = m.length;
    for (const [x0, y0] of [[0, 0], [n - 7, 0], [0, n - 7]] as const)
      for (let dy = 0; dy < 7; dy++)
        for (let dx = 0; dx < 7; dx++) {
          const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
          expect(m[y0 + dy]![x0 + dx], `${x0 + dx},${y0 + dy}`).toBe(ring !== 2);
        }
    for (let i = 8; i < n - 8; i++) {
      expect(m[6]![i]).toBe(i % 2 === 0);
      expect(m[i]![6]).toBe(i % 2 === 0);
    }
    expect(m[n - 8]![8]).toBe(true); // the dark module
  });

  it('writes valid format information: level M and a mask', () => {
    for (const text of ['A', 'hello world', '微信 WeChat', 'https://example.com/' + 'abc'.repeat(40)]) {
      const bits = formatBits(qrMatrix(text));
      const data = bits >>> 10;
      expect(data >>> 3, text).toBe(0); // level M
      expect(bits & 0x3ff, text).toBe(bchRemainder(data));
    }
  });

  it('is deterministic, and different texts give different codes', () => {
    expect(qrMatrix('same')).toEqual(qrMatrix('same'));
    expect(qrMatrix('same')).not.toEqual(qrMatrix('other'));
  });
});

describe('qrSvg', () => {
  it('is an SVG with a quiet zone of four modules', async () => {
    const svg = await qrSvg('A');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 29 29"/);
    expect(svg).toContain('d="M4 4.5h7'); // the top row of the top-left finder starts inside the quiet zone
  });

  it('decodes back to its text', async () => {
    for (const text of TEXTS) expect(await decode(Buffer.from(await qrSvg(text)), 300), text).toBe(text);
  });
});

describe('qrPngDataUrl', () => {
  it('is a PNG of the asked width that decodes back to its text', async () => {
    for (const text of TEXTS) {
      const url = await qrPngDataUrl(text, 264);
      expect(url).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(url.split(',')[1]!, 'base64');
      expect((await sharp(png).metadata()).width).toBe(264);
      expect(await decode(png), text).toBe(text);
    }
  });

  it('tells different texts apart when decoded', async () => {
    const png = (text: string) => qrPngDataUrl(text, 264).then((u) => Buffer.from(u.split(',')[1]!, 'base64'));
    expect(await decode(await png('pay order 1'))).not.toBe(await decode(await png('pay order 2')));
  });
});
