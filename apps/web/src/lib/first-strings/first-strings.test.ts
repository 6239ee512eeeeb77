import { LANGUAGES } from '@wm/contracts';
import { coreEn } from '@wm/contracts/i18n/core.en';
import { coreJa } from '@wm/contracts/i18n/core.ja';
import { coreZh } from '@wm/contracts/i18n/core.zh';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_NAMESPACES } from '../back-office-namespaces';
import { namespaceOf } from '../i18n';
import { FIRST_STRINGS } from '.';

const everyLocaleFile = Object.keys(import.meta.glob(['../../app/locales/*.json', '../../features/*/locales/*.json']));
const ANTD_LOCALE = { en: 'en', zh: 'zh-cn', ja: 'ja' };
const CORE = { en: coreEn, zh: coreZh, ja: coreJa };

describe('the first strings of each language (what a first page waits for)', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every namespace a visitor's pages use, none of the back office's, antd's and the core messages in ${language}`, async () => {
      const strings = await FIRST_STRINGS[language]();
      const namespaces = everyLocaleFile.filter((path) => path.endsWith(`/${language}.json`)).map(namespaceOf);
      const publicOnes = namespaces.filter((namespace) => !BACK_OFFICE_NAMESPACES.includes(namespace));
      expect(Object.keys(strings.namespaces).map(namespaceOf).sort()).toEqual(publicOnes.sort());
      // Each namespace in this language, not another's (the same keys, other texts).
      for (const path of Object.keys(strings.namespaces)) expect(path.endsWith(`/${language}.json`), path).toBe(true);
      expect(strings.antd.locale).toBe(ANTD_LOCALE[language]);
      expect(strings.core).toBe(CORE[language]);
    });
  }
});
