import { z } from 'zod';
import { looksChinese, toE164, type PhoneKind } from './phone';

// Shared field rules (spec section 5). Error messages are message keys; both the
// server and the web translate them with the same catalogue (../i18n).

export const patterns = {
  mobile: /^\d{11}$/,
  smsCode: /^\d{6}$/,
  password: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/,
  payPassword: /^\d{6}$/,
  zipCode: /^\d+$/,
  b2bItemCode: /^[A-Za-z0-9_-]+$/,
  chinese: /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/,
  creditCode: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
} as const;

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Unified social credit code (GB 32100-2015): 18 characters, last one a mod-31 check character. */
export function isCreditCode(value: string): boolean {
  if (!patterns.creditCode.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(value[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_CHARS[check] === value[17];
}

export const hasChinese = (value: string) => patterns.chinese.test(value);

/** A plain decimal as a path, a query string or a form field carries a number. */
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;
const toNumber = (value: unknown) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value);

/**
 * A number from a request: a JSON number, or a plain decimal string (paths and query strings
 * carry nothing else). No loose coercion: `true`, `''`, `' 7'`, `'0x10'`, `'1e3'` are refused
 * by the number rule, not read as 1, 0, 7, 16, 1000. Build the whole number rule, then wrap it.
 */
export const numeric = <T extends z.ZodType<number, number>>(schema: T): z.ZodType<z.output<T>, z.output<T>> =>
  z.preprocess(toNumber, schema) as unknown as z.ZodType<z.output<T>, z.output<T>>;

/** The largest id a database integer column holds: every id a request carries is bounded by it. */
export const ID_MAX = 2_147_483_647;

const required = (key: string) => z.string({ error: key }).trim().min(1, { error: key });

/**
 * A phone number as typed, answered in E.164. Without a + it must be an 11-digit Chinese
 * mobile (how accounts were made before country codes); forms send the + and country code.
 */
const e164 = (requiredKey: string, kind: PhoneKind, invalidKey: (text: string) => string) =>
  required(requiredKey)
    .max(30, { error: invalidKey('') })
    .transform((value, ctx) => {
      const number = toE164(value, undefined, kind);
      if (number) return number;
      ctx.issues.push({ code: 'custom', message: invalidKey(value), input: value });
      return z.NEVER;
    });

export const rules = {
  /** A sign-in mobile in E.164; +86 keeps the spec's 11 digits. */
  mobile: e164('mobile.required', 'mobile', (text) => (looksChinese(text) ? 'mobile.invalidCN' : 'mobile.invalid')),
  /** Any phone number in E.164 (company telephone, consignee). */
  phone: (requiredKey: string) => e164(requiredKey, 'phone', () => 'phone.invalid'),
  smsCode: required('code.required').regex(patterns.smsCode, { error: 'code.invalid' }),
  password: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }).regex(patterns.password, { error: 'password.invalid' }),
  payPassword: z.string({ error: 'payPassword.required' }).min(1, { error: 'payPassword.required' }).regex(patterns.payPassword, { error: 'payPassword.invalid' }),
  email: required('email.required').pipe(z.email({ error: 'email.invalid' })),
  creditCode: required('creditCode.required').refine(isCreditCode, { error: 'creditCode.invalid' }),
  zipCode: required('zipCode.required').regex(patterns.zipCode, { error: 'zipCode.invalid' }),
  b2bItemCode: required('b2bItemCode.required').regex(patterns.b2bItemCode, { error: 'b2bItemCode.invalid' }),
  /** Address text that the warehouse prints on labels: no Chinese characters. */
  latinText: (requiredKey: string) => required(requiredKey).refine((v) => !hasChinese(v), { error: 'text.noChinese' }),
  required,
  /** A database id from a path, a query string or a body; numeric strings are accepted. */
  id: numeric(z.number({ error: 'id.invalid' }).int({ error: 'id.invalid' }).min(1, { error: 'id.invalid' }).max(ID_MAX, { error: 'id.invalid' })),
  /** A link the platform shows: http(s) only, so no javascript: or data: URL reaches a page. */
  httpUrl: z.url({ protocol: /^https?$/, error: 'url.invalid' }).max(500, { error: 'field.tooLong' }),
} as const;

/** Adds the 'passwords must match' rule to an object schema with two password fields. */
export function passwordsMatch<T extends z.ZodType<Record<string, unknown>>>(schema: T, first: string, second: string) {
  return schema.refine((v) => v[first] === v[second], { error: 'password.mismatch', path: [second] });
}
