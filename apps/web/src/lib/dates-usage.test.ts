import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dates as each language writes them', () => {
  it('no page writes a month name by a fixed pattern or in the browser\'s language (formatDate of lib/dates does)', () => {
    const offenders = sources(SRC).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return [
        // dayjs patterns with month names (MMM, MMMM) print English whatever the page's language.
        /\.format\(\s*['"`][^'"`]*MMM/.test(text) && `${path}: a dayjs pattern with a month name`,
        // The browser's language, not the page's.
        /\.toLocale(Date|Time)String\(\s*\)/.test(text) && `${path}: toLocaleDateString() without the page's locale`,
        /\bnew Date\([^)]*\)\.toDateString\(/.test(text) && `${path}: toDateString() is English`,
      ].filter(Boolean);
    });
    expect(offenders).toEqual([]);
  });
});
