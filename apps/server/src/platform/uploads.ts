import { UPLOAD_RULES, type UploadKind } from '@wm/contracts';
import { AppError, fieldError } from './errors';
import { loadFileType, loadSharp } from './lazy-modules';

type FileType = 'jpg' | 'png' | 'pdf' | 'mp4';

/** The type of a file by its first bytes, whatever its name or declared type says. */
export function sniff(data: Buffer): FileType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  return null;
}

const CONTENT_TYPES: Record<FileType, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf', mp4: 'video/mp4' };
export const contentTypeOf = (key: string) =>
  key.endsWith('.jpg') ? CONTENT_TYPES.jpg : key.endsWith('.png') ? CONTENT_TYPES.png : key.endsWith('.pdf') ? CONTENT_TYPES.pdf : key.endsWith('.mp4') ? CONTENT_TYPES.mp4 : 'application/octet-stream';

const MAX_SIDE: Record<UploadKind, number> = { avatar: 512, companyPhoto: 2000, businessLicence: 2400, afterSales: 2000, merchantImage: 1600 };
/** The avatar thumbnail is the spec's 42x42; other previews are 240 wide. */
const THUMB: Record<UploadKind, { width: number; height?: number }> = {
  avatar: { width: 42, height: 42 },
  companyPhoto: { width: 240 },
  businessLicence: { width: 240 },
  afterSales: { width: 240 },
  merchantImage: { width: 240 },
};

export interface PreparedFile {
  ext: FileType;
  data: Buffer;
  thumbnail: Buffer | null;
  contentType: string;
}

export function tooLarge(kind: UploadKind): AppError {
  return kind === 'avatar' ? fieldError('file', 'avatar.tooLarge') : new AppError('VALIDATION_FAILED', { size: UPLOAD_RULES[kind].maxBytes / 1024 / 1024 }, [{ field: 'file', message: 'upload.tooLarge' }]);
}

function wrongType(kind: UploadKind): AppError {
  if (kind === 'avatar') return fieldError('file', 'avatar.typeInvalid');
  const types = UPLOAD_RULES[kind].types.map((t) => t.toUpperCase()).join(', ');
  return new AppError('VALIDATION_FAILED', { types }, [{ field: 'file', message: 'upload.typeInvalid' }]);
}

/** What file-type (a maintained detector) may call each type. */
const DETECTED: Record<FileType, readonly string[]> = { jpg: ['jpg'], png: ['png'], pdf: ['pdf'], mp4: ['mp4', 'm4v', 'mov'] };

/** Markup a browser could run if it ever took the file for a page: never in the head of a PDF or video. */
const MARKUP = /<\s*(html|script|body|iframe|svg|object|embed|!doctype|meta|a\s)/i;

/** A PDF with the skeleton of one: objects, a cross-reference pointer and the end marker; no markup up front. */
function isWellFormedPdf(data: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  if (MARKUP.test(data.subarray(0, 2048).toString('latin1'))) return false;
  const tail = data.subarray(Math.max(0, data.length - 2048)).toString('latin1');
  return tail.includes('%%EOF') && tail.includes('startxref') && /\d+ \d+ obj\b/.test(data.toString('latin1'));
}

/** An MP4 (ISO base media file) made of boxes only, end to end: nothing appended or prepended, a movie box present. */
function isWellFormedMp4(data: Buffer): boolean {
  let offset = 0;
  let first = true;
  let movie = false;
  while (offset < data.length) {
    if (offset + 8 > data.length) return false;
    let size = data.readUInt32BE(offset);
    const type = data.subarray(offset + 4, offset + 8).toString('latin1');
    if (!/^[A-Za-z0-9 ©]{4}$/.test(type)) return false;
    if (first && type !== 'ftyp') return false;
    if (size === 1) {
      if (offset + 16 > data.length) return false;
      const large = data.readBigUInt64BE(offset + 8);
      if (large > BigInt(data.length)) return false;
      size = Number(large);
    } else if (size === 0) {
      size = data.length - offset;
    }
    if (size < 8 || offset + size > data.length) return false;
    if (type === 'moov' || type === 'moof') movie = true;
    offset += size;
    first = false;
  }
  return movie && MARKUP.test(data.subarray(0, 2048).toString('latin1')) === false;
}

/** The content parses as the type its first bytes claim (file-type agrees, and PDFs and videos hold together). */
async function parsesAs(type: FileType, data: Buffer): Promise<boolean> {
  const detected = await (await loadFileType()).fileTypeFromBuffer(data);
  if (!detected || !DETECTED[type].includes(detected.ext)) return false;
  if (type === 'pdf') return isWellFormedPdf(data);
  if (type === 'mp4') return isWellFormedMp4(data);
  return true;
}

/**
 * Checks an upload against its kind's rules and makes what is stored: images are decoded
 * and encoded again (which drops metadata and anything hidden after the image data), and
 * get a thumbnail; PDFs and videos are kept as sent once their type is proven.
 */
export async function prepareUpload(kind: UploadKind, data: Buffer): Promise<PreparedFile> {
  const rule = UPLOAD_RULES[kind];
  if (data.length > rule.maxBytes) throw tooLarge(kind);
  const type = sniff(data);
  if (!type || !rule.types.includes(type)) throw wrongType(kind);
  // A polyglot (a PDF or video that is also a web page) is refused: the content must be the type, whole.
  if (!(await parsesAs(type, data))) throw wrongType(kind);
  if (type === 'pdf' || type === 'mp4') return { ext: type, data, thumbnail: null, contentType: CONTENT_TYPES[type] };
  const sharp = await loadSharp();
  try {
    const image = sharp(data, { limitInputPixels: 50_000_000 }).rotate();
    const side = MAX_SIDE[kind];
    const resized = image.clone().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const main = type === 'png' ? await resized.png({ compressionLevel: 9 }).toBuffer() : await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    const t = THUMB[kind];
    const thumbnail = await image
      .clone()
      .resize({ width: t.width, height: t.height ?? t.width, fit: t.height ? 'cover' : 'inside', withoutEnlargement: !t.height })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { ext: type, data: main, thumbnail, contentType: CONTENT_TYPES[type] };
  } catch {
    throw wrongType(kind);
  }
}
