import { existsSync } from 'node:fs';
import type { Language } from '@wm/contracts';
import { loadPdfKit } from './lazy-modules';

/**
 * CJK text needs a CJK font: Noto Sans CJK from Debian's fonts-noto-cjk (the README's
 * install step), at the path config.ts reads from PDF_CJK_FONT. The collection holds a face
 * per language; without it, documents fall back to English in the built-in Helvetica rather
 * than print empty boxes.
 */
export interface PdfConfig {
  /** The Noto Sans CJK collection (.ttc). */
  cjkFont: string;
}

const FACE: Record<Language, string> = { en: 'NotoSansCJKsc-Regular', zh: 'NotoSansCJKsc-Regular', ja: 'NotoSansCJKjp-Regular' };

export const hasCjkFont = (config: PdfConfig) => existsSync(config.cjkFont);

export interface PdfBlock {
  kind: 'title' | 'heading' | 'text' | 'field';
  text: string;
  value?: string;
}

export interface PdfRenderer {
  /** The language a document can be written in: the one asked for, or English without the CJK font. */
  languageFor(requested: Language): Language;
  /** Renders simple text blocks to an A4 PDF in the language's face. */
  render(lang: Language, info: { title: string; subject: string; createdAt: Date }, blocks: PdfBlock[]): Promise<Buffer>;
}

export function createPdfRenderer(config: PdfConfig): PdfRenderer {
  const cjk = () => hasCjkFont(config);
  return { languageFor: (requested) => (cjk() ? requested : 'en'), render: (lang, info, blocks) => renderPdf(config, cjk(), lang, info, blocks) };
}

async function renderPdf(config: PdfConfig, cjk: boolean, lang: Language, info: { title: string; subject: string; createdAt: Date }, blocks: PdfBlock[]): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: info.title, Subject: info.subject, CreationDate: info.createdAt, Producer: 'Wholesale marketplace' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (cjk) {
      doc.registerFont('body', config.cjkFont, FACE[lang]);
      doc.font('body');
    } else doc.font('Helvetica');
    for (const block of blocks) {
      switch (block.kind) {
        case 'title':
          doc.fontSize(20).text(block.text, { align: 'center' }).moveDown(1);
          break;
        case 'heading':
          doc.moveDown(0.5).fontSize(12).fillColor('#1f3a60').text(block.text).fillColor('#000000').moveDown(0.2);
          break;
        case 'text':
          doc.fontSize(10).text(block.text, { align: 'justify', lineGap: 2 });
          break;
        case 'field':
          doc.fontSize(10).fillColor('#555555').text(`${block.text}: `, { continued: true }).fillColor('#000000').text(block.value ?? '');
          break;
      }
    }
    doc.end();
  });
}
