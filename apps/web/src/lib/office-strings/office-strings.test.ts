import { LANGUAGES } from '@wm/contracts';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_NAMESPACES } from '../back-office-namespaces';
import { namespaceOf } from '../i18n';
import { OFFICE_STRINGS } from '.';

const everyLocaleFile = Object.keys(import.meta.glob(['../../app/locales/*.json', '../../features/*/locales/*.json']));

describe("the back office's strings of each language (what a first signed-in page waits for)", () => {
  for (const language of LANGUAGES) {
    it(`${language}: every back-office namespace, in ${language}, and no public one`, async () => {
      const { namespaces } = await OFFICE_STRINGS[language]();
      const inFolders = everyLocaleFile.filter((path) => path.endsWith(`/${language}.json`)).map(namespaceOf);
      const office = inFolders.filter((namespace) => BACK_OFFICE_NAMESPACES.includes(namespace));
      expect(office.length).toBe(BACK_OFFICE_NAMESPACES.length);
      expect(Object.keys(namespaces).map(namespaceOf).sort()).toEqual(office.sort());
      for (const [path, strings] of Object.entries(namespaces)) {
        expect(path.endsWith(`/${language}.json`), path).toBe(true);
        expect(Object.keys(strings).length, path).toBeGreaterThan(0);
      }
    });
  }
});
