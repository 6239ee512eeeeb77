import type { ResourceLanguage } from 'i18next';
import antd from 'virtual:antd-first-locale/ja_JP';
import { statusJa as status } from '@wm/contracts/i18n/status.ja';

// What the first page of a visitor says in this language, in one file (first-strings/index.ts).
const namespaces = import.meta.glob<ResourceLanguage>(['../../app/locales/ja.json', '../../features/{catalog,content}/locales/ja.json'], { eager: true, import: 'default' });

export { antd, namespaces, status };
