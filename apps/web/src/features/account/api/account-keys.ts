import type { Language } from '@wm/contracts';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  center: ['account', 'center'] as const,
  addresses: ['account', 'addresses'] as const,
  contract: ['account', 'contract'] as const,
  /** Region names answer in the request language. */
  regions: (tree: 'world' | 'us', language: Language) => ['regions', tree, language] as const,
};
