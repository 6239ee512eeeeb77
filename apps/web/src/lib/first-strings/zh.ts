import type { ResourceLanguage } from 'i18next';
import antd from 'virtual:antd-first-locale/zh_CN';
import { statusZh as status } from '@wm/contracts/i18n/status.zh';

// What the first page of a visitor says in this language, in one file (first-strings/index.ts).
const namespaces = import.meta.glob<ResourceLanguage>(['../../app/locales/zh.json', '../../features/{catalog,content}/locales/zh.json'], { eager: true, import: 'default' });

export { antd, namespaces, status };
