import { PAY_WAYS, type PayWayCode } from '@wm/contracts';

/** Names of the ways in the `payments` namespace (payWays.<name>). */
const NAMES: Partial<Record<PayWayCode, string>> = {
  [PAY_WAYS.online]: 'online',
  [PAY_WAYS.offline]: 'offline',
  [PAY_WAYS.personalBankCard]: 'personalBankCard',
  [PAY_WAYS.alipay]: 'alipay',
  [PAY_WAYS.wechat]: 'wechat',
  [PAY_WAYS.balance]: 'balance',
  [PAY_WAYS.thirdPartyPayout]: 'thirdPartyPayout',
  [PAY_WAYS.enterpriseBank]: 'enterpriseBank',
};
export const payWayName = (code: number): string => NAMES[code as PayWayCode] ?? 'online';

/** Where the payment password is set or reset (account settings, passwords tab). */
export const PAY_PASSWORD_SETTINGS = '/accountSetting/index?activeComponents=password';
