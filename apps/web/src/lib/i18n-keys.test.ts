import { LANGUAGES } from '@wm/contracts';
import { describe, expect, it } from 'vitest';
import { namespaceOf } from './i18n';

type Tree = { [key: string]: string | Tree };

// Every UI locale file: the shell's and each feature's.
const files = import.meta.glob<Tree>(['../app/locales/*.json', '../features/*/locales/*.json'], { eager: true, import: 'default' });

/** { a: { b: 'x' } } -> { 'a.b': 'x' }; a non-string leaf is kept as is so that the test reports it. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [nested, leaf] of flatten(value, path)) keys.set(nested, leaf);
    } else keys.set(path, value);
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const namespaces = new Map<string, Map<string, Map<string, unknown>>>();
for (const [path, tree] of Object.entries(files)) {
  const language = /\/([^/]+)\.json$/.exec(path)?.[1] ?? path;
  const byLanguage = namespaces.get(namespaceOf(path)) ?? new Map<string, Map<string, unknown>>();
  byLanguage.set(language, flatten(tree));
  namespaces.set(namespaceOf(path), byLanguage);
}

describe('UI locales', () => {
  it('are found', () => {
    expect([...namespaces.keys()]).toEqual(expect.arrayContaining(['app', 'auth', 'account', 'wallet']));
  });

  for (const [namespace, byLanguage] of namespaces) {
    describe(namespace, () => {
      it('has a file for every language and no other', () => {
        expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
      });

      const allKeys = new Set([...byLanguage.values()].flatMap((keys) => [...keys.keys()]));
      for (const language of LANGUAGES) {
        it(`${language} has every key, each a non-empty text`, () => {
          const keys = byLanguage.get(language) ?? new Map<string, unknown>();
          const problems = [...allKeys].filter((key) => {
            const text = keys.get(key);
            return typeof text !== 'string' || text.trim() === '';
          });
          expect(problems, `${namespace}/${language}: missing or empty`).toEqual([]);
        });
      }

      it('uses the same {{placeholders}} in every language', () => {
        const english = byLanguage.get('en') ?? new Map<string, unknown>();
        const mismatches: string[] = [];
        for (const [key, text] of english) {
          for (const language of LANGUAGES) {
            const other = byLanguage.get(language)?.get(key);
            if (typeof text === 'string' && typeof other === 'string' && placeholders(text).join() !== placeholders(other).join()) {
              mismatches.push(`${language}:${key}`);
            }
          }
        }
        expect(mismatches).toEqual([]);
      });
    });
  }
});
