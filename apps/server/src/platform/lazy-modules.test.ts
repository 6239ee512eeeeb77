import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleServer } from '../../../../scripts/build-server.mjs';

// The packages only some requests need are loaded at their first use (lazy-modules.ts), not when the
// server starts: in the bundle `npm start` runs, nothing imports them at its top.
const LAZY = ['exceljs', 'pdfkit', 'sharp', 'file-type', 'nodemailer'];

describe('the server bundle', () => {
  it('imports the packages that only some requests need when they are first needed, never at start', { timeout: 60_000 }, async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'wm-bundle-'));
    try {
      const meta = await bundleServer({ outdir });
      const imports = Object.values(meta.outputs).flatMap((output) => output.imports.filter((i) => LAZY.includes(i.path)));
      expect(imports.filter((i) => i.kind !== 'dynamic-import')).toEqual([]);
      // Each is there, loaded on demand.
      expect(new Set(imports.map((i) => i.path))).toEqual(new Set(LAZY));
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
