import QRCode from 'qrcode';

/**
 * QR codes (ISO/IEC 18004) from the `qrcode` package: error correction level M, a quiet zone
 * of four modules, the smallest version that holds the text (links and payment codes).
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The modules of the code, row by row (true = dark), without the quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, OPTIONS);
  return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(y, x))));
}

/** The code as an SVG document, one unit a module. */
export const qrSvg = (text: string): Promise<string> => QRCode.toString(text, { ...OPTIONS, type: 'svg' });

/** The code as a PNG data URL of `width` pixels square. */
export const qrPngDataUrl = (text: string, width: number): Promise<string> => QRCode.toDataURL(text, { ...OPTIONS, type: 'image/png', width });
