// antd's locale of a language with only the parts a first page shows (../antd-first-locale.ts).
declare module 'virtual:antd-first-locale/*' {
  const locale: import('antd/es/locale').Locale;
  export default locale;
}
