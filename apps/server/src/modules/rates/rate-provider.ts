import type { RateProviderConfig } from '../../config';

/** What a provider answered, before any check: the rates by currency code, as sent. */
export interface ProviderAnswer {
  base: unknown;
  rates: Record<string, unknown>;
}

/** A source of the day's rates from USD. */
export interface RateProvider {
  fetchLatest(): Promise<ProviderAnswer>;
}

/** Why an answer was not usable at all (unreachable, not JSON, not the expected shape). */
export class ProviderError extends Error {}

const TIMEOUT_MS = 10_000;
/** Far more than any rates document; a bigger body is not read. */
const MAX_BYTES = 256 * 1024;

/**
 * The HTTP adapter: GET the configured URL, the key in an Authorization header, expecting
 * { base: 'USD', rates: { GBP: 0.79, ... } } (Open Exchange Rates' latest.json and the peers that
 * copy its shape). HTTPS only unless the configuration allows plain HTTP for a local stand-in.
 */
export function httpRateProvider(config: RateProviderConfig): RateProvider {
  const url = new URL(config.url);
  if (url.protocol !== 'https:' && !(config.allowHttp && url.protocol === 'http:')) throw new ProviderError(`the rate provider must be reached over HTTPS, not ${url.protocol}`);
  return {
    async fetchLatest() {
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { accept: 'application/json', ...(config.key ? { authorization: `Token ${config.key}` } : {}) },
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        throw new ProviderError(`unreachable: ${(error as Error).message}`);
      }
      if (!res.ok) throw new ProviderError(`answered HTTP ${res.status}`);
      const text = await res.text();
      if (text.length > MAX_BYTES) throw new ProviderError('answer too large');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ProviderError('answer is not JSON');
      }
      if (typeof body !== 'object' || body === null || typeof (body as { rates?: unknown }).rates !== 'object' || (body as { rates?: unknown }).rates === null) {
        throw new ProviderError('answer has no rates object');
      }
      const { base, rates } = body as { base?: unknown; rates: Record<string, unknown> };
      return { base, rates };
    },
  };
}
