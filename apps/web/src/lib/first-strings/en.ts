import type { ResourceLanguage } from 'i18next';
import antd from 'antd/es/locale/en_US';
import { statusEn as status } from '@wm/contracts/i18n/status.en';

// What the first page of a visitor says in this language, in one file (first-strings/index.ts).
const namespaces = import.meta.glob<ResourceLanguage>(['../../app/locales/en.json', '../../features/{catalog,content}/locales/en.json'], { eager: true, import: 'default' });

export { antd, namespaces, status };
