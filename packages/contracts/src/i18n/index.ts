import type { Language } from '../common/language';
import { en, type Catalogue, type MessageKey } from './en';
import { ja } from './ja';
import { zh } from './zh';

export type { MessageKey, Catalogue };
export const catalogues: Record<Language, Catalogue> = { en, zh, ja };

export const isMessageKey = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(en, key);

/** A message with its {name} placeholders filled; a placeholder without a value stays as it is. */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
}

/** Message for a key in a language, with {name} placeholders filled. Unknown keys come back as they are. */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  return fillPlaceholders(isMessageKey(key) ? catalogues[lang][key] : key, params);
}
