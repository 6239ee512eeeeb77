import { LANGUAGES } from '@wm/contracts';
import { statusEn } from '@wm/contracts/i18n/status.en';
import { statusJa } from '@wm/contracts/i18n/status.ja';
import { statusZh } from '@wm/contracts/i18n/status.zh';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import jaJP from 'antd/es/locale/ja_JP';
import zhCN from 'antd/es/locale/zh_CN';
import { FIRST_LOCALE_PARTS } from '../../../antd-first-locale';
import { antdLocaleNow } from '../antd-locale';
import { BACK_OFFICE_NAMESPACES, FORM_NAMESPACES } from '../back-office-namespaces';
import { i18nOptions, loadFormStrings, namespaceOf } from '../i18n';
import { say } from '../messages';
import { FIRST_STRINGS } from '.';

const everyLocaleFile = Object.keys(import.meta.glob(['../../app/locales/*.json', '../../features/*/locales/*.json']));
const ANTD_LOCALE = { en: 'en', zh: 'zh-cn', ja: 'ja' };
const STATUS = { en: statusEn, zh: statusZh, ja: statusJa };

describe('the first strings of each language (what a first page waits for)', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every namespace a visitor's pages use, none of the back office's nor the form pages', antd's and the status texts in ${language}`, async () => {
      const strings = await FIRST_STRINGS[language]();
      const namespaces = everyLocaleFile.filter((path) => path.endsWith(`/${language}.json`)).map(namespaceOf);
      for (const namespace of FORM_NAMESPACES) expect(namespaces, namespace).toContain(namespace);
      const publicOnes = namespaces.filter((namespace) => !BACK_OFFICE_NAMESPACES.includes(namespace) && !FORM_NAMESPACES.includes(namespace));
      expect(Object.keys(strings.namespaces).map(namespaceOf).sort()).toEqual(publicOnes.sort());
      // Each namespace in this language, not another's (the same keys, other texts).
      for (const path of Object.keys(strings.namespaces)) expect(path.endsWith(`/${language}.json`), path).toBe(true);
      expect(strings.antd.locale).toBe(ANTD_LOCALE[language]);
      // antd's own texts: in Chinese and Japanese only the parts a first page shows (the date pickers' come later).
      if (language !== 'en') {
        const whole = { zh: zhCN, ja: jaJP }[language];
        expect(Object.keys(strings.antd).sort()).toEqual([...FIRST_LOCALE_PARTS].sort());
        for (const part of FIRST_LOCALE_PARTS) expect(strings.antd[part], part).toEqual(whole[part]);
        expect(strings.antd.DatePicker).toBeUndefined();
      }
      expect(strings.status).toBe(STATUS[language]);
    });
  }

  it("a page with a form gets the form pages' strings, the messages' core and antd's whole locale, in the language in use", async () => {
    const strings = await FIRST_STRINGS.ja();
    await i18next.init(i18nOptions('ja', strings));
    expect(i18next.hasResourceBundle('ja', 'auth')).toBe(false);
    expect(antdLocaleNow(strings.antd)).toBe(strings.antd);
    expect(say('sort.newest')).toBe('sort.newest');
    await loadFormStrings();
    expect(i18next.hasResourceBundle('ja', 'auth')).toBe(true);
    expect(i18next.t('auth:login.title')).not.toBe('login.title');
    expect(i18next.t('auth:login.title')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    // The core, in Japanese.
    expect(say('sort.newest')).toBe('新着順');
    // antd's whole Japanese locale, with the date pickers' texts, in place of the first one.
    expect(antdLocaleNow(strings.antd)).toEqual(jaJP);
    expect(antdLocaleNow(strings.antd).DatePicker?.lang.today).toBe(jaJP.DatePicker?.lang.today);
  });
});
