import type { Language } from '../common/language';
import { en, type Catalogue, type MessageKey } from './en';
import { ja } from './ja';
import { zh } from './zh';

export type { MessageKey, Catalogue };
export const catalogues: Record<Language, Catalogue> = { en, zh, ja };

export const isMessageKey = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(en, key);

/** Message for a key in a language, with {name} placeholders filled. Unknown keys come back as they are. */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const text = isMessageKey(key) ? catalogues[lang][key] : key;
  return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
}
