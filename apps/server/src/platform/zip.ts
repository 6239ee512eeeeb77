import { zipSync, type Zippable } from 'fflate';

/** Already compressed formats are stored as they are; text (SVG, CSV) is deflated. */
const STORED = /\.(png|jpe?g|webp|gif|avif|zip|gz|pdf|xlsx)$/i;

/** A ZIP archive of files for a download bundle (fflate): UTF-8 names, one modification time. */
export function zipFiles(files: { name: string; data: Buffer }[], date = new Date()): Buffer {
  const entries: Zippable = {};
  for (const file of files) entries[file.name] = [new Uint8Array(file.data), { level: STORED.test(file.name) ? 0 : 6, mtime: date }];
  return Buffer.from(zipSync(entries));
}
