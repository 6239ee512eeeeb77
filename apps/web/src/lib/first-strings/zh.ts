import type { ResourceLanguage } from 'i18next';
import antd from 'antd/es/locale/zh_CN';
import { coreZh as core } from '@wm/contracts/i18n/core.zh';

// What the first page of a visitor says in this language, in one file (first-strings/index.ts).
const namespaces = import.meta.glob<ResourceLanguage>(['../../app/locales/zh.json', '../../features/{auth,cart,catalog,content,coupons}/locales/zh.json'], { eager: true, import: 'default' });

export { antd, core, namespaces };
