/** A benchmark's command line: `--name value` options and bare flags. */
export const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when it is not given. */
export function arg(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}
