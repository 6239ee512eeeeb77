import type { Language } from '@wm/contracts';

/**
 * Banks most of the marketplace's buyers use, offered as suggestions: any other bank can
 * be typed in. Names as each bank writes itself in the language.
 */
const BANKS: readonly Record<Language, string>[] = [
  { en: 'Bank of China', zh: '中国银行', ja: '中国銀行' },
  { en: 'Industrial and Commercial Bank of China', zh: '中国工商银行', ja: '中国工商銀行' },
  { en: 'China Construction Bank', zh: '中国建设银行', ja: '中国建設銀行' },
  { en: 'Agricultural Bank of China', zh: '中国农业银行', ja: '中国農業銀行' },
  { en: 'Bank of Communications', zh: '交通银行', ja: '交通銀行' },
  { en: 'China Merchants Bank', zh: '招商银行', ja: '招商銀行' },
  { en: 'HSBC', zh: '汇丰银行', ja: 'HSBC' },
  { en: 'Standard Chartered', zh: '渣打银行', ja: 'スタンダードチャータード銀行' },
  { en: 'Citibank', zh: '花旗银行', ja: 'シティバンク' },
  { en: 'JPMorgan Chase Bank', zh: '摩根大通银行', ja: 'JPモルガン・チェース銀行' },
  { en: 'Bank of America', zh: '美国银行', ja: 'バンク・オブ・アメリカ' },
  { en: 'Wells Fargo', zh: '富国银行', ja: 'ウェルズ・ファーゴ' },
  { en: 'Barclays', zh: '巴克莱银行', ja: 'バークレイズ' },
  { en: 'Deutsche Bank', zh: '德意志银行', ja: 'ドイツ銀行' },
  { en: 'BNP Paribas', zh: '法国巴黎银行', ja: 'BNPパリバ' },
  { en: 'MUFG Bank', zh: '三菱日联银行', ja: '三菱UFJ銀行' },
  { en: 'Sumitomo Mitsui Banking Corporation', zh: '三井住友银行', ja: '三井住友銀行' },
  { en: 'Mizuho Bank', zh: '瑞穗银行', ja: 'みずほ銀行' },
];

export const commonBanks = (language: Language) => BANKS.map((bank) => bank[language]);
