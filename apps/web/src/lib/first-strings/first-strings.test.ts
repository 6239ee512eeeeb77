import { LANGUAGES } from '@wm/contracts';
import { statusEn } from '@wm/contracts/i18n/status.en';
import { statusJa } from '@wm/contracts/i18n/status.ja';
import { statusZh } from '@wm/contracts/i18n/status.zh';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_NAMESPACES } from '../back-office-namespaces';
import { namespaceOf } from '../i18n';
import { FIRST_STRINGS } from '.';

const everyLocaleFile = Object.keys(import.meta.glob(['../../app/locales/*.json', '../../features/*/locales/*.json']));
const ANTD_LOCALE = { en: 'en', zh: 'zh-cn', ja: 'ja' };
const STATUS = { en: statusEn, zh: statusZh, ja: statusJa };

describe('the first strings of each language (what a first page waits for)', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every namespace a visitor's pages use, none of the back office's, antd's and the status texts in ${language}`, async () => {
      const strings = await FIRST_STRINGS[language]();
      const namespaces = everyLocaleFile.filter((path) => path.endsWith(`/${language}.json`)).map(namespaceOf);
      const publicOnes = namespaces.filter((namespace) => !BACK_OFFICE_NAMESPACES.includes(namespace));
      expect(Object.keys(strings.namespaces).map(namespaceOf).sort()).toEqual(publicOnes.sort());
      // Each namespace in this language, not another's (the same keys, other texts).
      for (const path of Object.keys(strings.namespaces)) expect(path.endsWith(`/${language}.json`), path).toBe(true);
      expect(strings.antd.locale).toBe(ANTD_LOCALE[language]);
      expect(strings.status).toBe(STATUS[language]);
    });
  }
});
