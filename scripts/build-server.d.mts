// Types of scripts/build-server.mjs, for the server's tests.
export interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}
export function bundleServer(options: { outdir: string; build?: string }): Promise<Metafile>;
export function buildServerIfChanged(options?: { force?: boolean }): Promise<boolean>;
export const serverEntry: string;
