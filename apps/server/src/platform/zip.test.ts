import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipFiles } from './zip';

const FILES = [
  { name: 'GD001-1.svg', data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(200)}</svg>`) },
  { name: 'GD001-photo.jpg', data: Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)) },
  { name: '规格表-仕様書.csv', data: Buffer.from('\ufeffField,Value\r\nName,"a, b"\r\n') },
  { name: 'empty.txt', data: Buffer.alloc(0) },
];

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('zipFiles', () => {
  it('unzips to the same names and bytes', () => {
    const zip = zipFiles(FILES);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50); // a local file header
    const back = unzipSync(new Uint8Array(zip));
    expect(Object.keys(back)).toEqual(FILES.map((f) => f.name));
    for (const f of FILES) expect(Buffer.from(back[f.name]!).equals(f.data), f.name).toBe(true);
    const flags = zip.readUInt16LE(zip.indexOf(Buffer.from('规格表-仕様書.csv')) - 30 + 6);
    expect(flags & 0x800).toBe(0x800); // the name is marked UTF-8
  });

  it('deflates text and stores what is already compressed', () => {
    const zip = zipFiles(FILES);
    expect(zip.length).toBeLessThan(FILES.reduce((n, f) => n + f.data.length, 0));
    const method = (name: string) => zip.readUInt16LE(zip.indexOf(Buffer.from(name)) - 30 + 8);
    expect(method('GD001-1.svg')).toBe(8); // deflate
    expect(method('GD001-photo.jpg')).toBe(0); // stored
  });

  it('keeps the modification time', () => {
    const date = new Date(2026, 10, 24, 13, 30, 10);
    const zip = zipFiles([{ name: 'a.txt', data: Buffer.from('a') }], date);
    const dosTime = zip.readUInt16LE(10);
    const dosDate = zip.readUInt16LE(12);
    expect([dosDate >> 9, (dosDate >> 5) & 15, dosDate & 31]).toEqual([2026 - 1980, 11, 24]);
    expect([dosTime >> 11, (dosTime >> 5) & 63, (dosTime & 31) * 2]).toEqual([13, 30, 10]);
  });

  // Debian's unzip renders UTF-8 names through the code page of its locale: ASCII names here.
  it.runIf(hasUnzip)('is read by Info-ZIP unzip too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-zip-'));
    const ascii = FILES.filter((f) => /^[\x20-\x7e]+$/.test(f.name));
    try {
      writeFileSync(join(dir, 'a.zip'), zipFiles(ascii));
      execFileSync('unzip', ['-q', 'a.zip', '-d', 'out'], { cwd: dir });
      for (const f of ascii) expect(readFileSync(join(dir, 'out', f.name)).equals(f.data), f.name).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
