import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  catalogues,
  centsToAmount,
  isCreditCode,
  LANGUAGES,
  parseAcceptLanguage,
  PayPasswordBody,
  RegisterBody,
  roundHalfUp,
  rules,
  translate,
} from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.message;

describe('field rules (spec section 5)', () => {
  it('mobile: 11 digits', () => {
    expect(rules.mobile.safeParse('13800000001').success).toBe(true);
    expect(firstMessage(rules.mobile.safeParse('1380000000'))).toBe('mobile.invalid');
    expect(firstMessage(rules.mobile.safeParse('138000000012'))).toBe('mobile.invalid');
    expect(firstMessage(rules.mobile.safeParse('1380000000a'))).toBe('mobile.invalid');
    expect(firstMessage(rules.mobile.safeParse(''))).toBe('mobile.required');
    expect(firstMessage(rules.mobile.safeParse(undefined))).toBe('mobile.required');
  });

  it('SMS code: exactly 6 digits', () => {
    expect(rules.smsCode.safeParse('012345').success).toBe(true);
    expect(firstMessage(rules.smsCode.safeParse('12345'))).toBe('code.invalid');
    expect(firstMessage(rules.smsCode.safeParse('1234567'))).toBe('code.invalid');
  });

  it('password: 6-20 with letters and numbers', () => {
    for (const ok of ['abc123', 'demo1234', 'A1b2C3d4E5f6G7h8I9j0', 'pass_word1!']) expect(rules.password.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['abc12', 'abcdefgh', '12345678', 'a1b2c3d4e5f6g7h8i9j0k', 'abc 123', '密码abc123'])
      expect(firstMessage(rules.password.safeParse(bad)), bad).toBe('password.invalid');
  });

  it('payment password: exactly six digits', () => {
    expect(rules.payPassword.safeParse('123456').success).toBe(true);
    for (const bad of ['12345', '1234567', '12345a']) expect(firstMessage(rules.payPassword.safeParse(bad))).toBe('payPassword.invalid');
  });

  it('passwords must match', () => {
    const result = PayPasswordBody.safeParse({ code: '123456', payPassword: '123456', confirmPayPassword: '654321' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'password.mismatch', path: ['confirmPayPassword'] });
  });

  it('registration needs the user notice ticked', () => {
    const base = { mobile: '13912345678', code: '123456', password: 'abc123', confirmPassword: 'abc123' };
    expect(RegisterBody.safeParse({ ...base, agree: true }).success).toBe(true);
    const refused = RegisterBody.safeParse({ ...base, agree: false });
    expect(refused.error?.issues.map((i) => i.message)).toContain('agree.required');
  });

  it('email format', () => {
    expect(rules.email.safeParse('buyer@example.com').success).toBe(true);
    expect(firstMessage(rules.email.safeParse('buyer@'))).toBe('email.invalid');
  });

  it('unified social credit code: format and check character', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91110000600037341L')).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false); // wrong check character
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('9135010OM000100Y43')).toBe(false); // O is not in the alphabet
    expect(firstMessage(rules.creditCode.safeParse('123'))).toBe('creditCode.invalid');
  });

  it('zip code digits only; no Chinese in address text; B2B item code', () => {
    expect(rules.zipCode.safeParse('90210').success).toBe(true);
    expect(firstMessage(rules.zipCode.safeParse('90210-1234'))).toBe('zipCode.invalid');
    const street = rules.latinText('field.required');
    expect(street.safeParse('1200 Main St, Suite 4').success).toBe(true);
    expect(firstMessage(street.safeParse('北京路 12号'))).toBe('text.noChinese');
    expect(rules.b2bItemCode.safeParse('SKU-001_a').success).toBe(true);
    expect(firstMessage(rules.b2bItemCode.safeParse('SKU 001'))).toBe('b2bItemCode.invalid');
  });
});

describe('messages', () => {
  it('every message exists, non-empty, in every language with the same placeholders', () => {
    const keys = Object.keys(catalogues.en);
    for (const lang of LANGUAGES) {
      expect(Object.keys(catalogues[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const text = catalogues[lang][key as keyof typeof catalogues.en];
        expect(text.trim().length, `${lang}.${key}`).toBeGreaterThan(0);
        const placeholders = (t: string) => (t.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(catalogues.en[key as keyof typeof catalogues.en]));
      }
    }
  });

  it('spec texts are kept verbatim in English', () => {
    expect(translate('en', 'UNAUTHORIZED')).toBe('Authentication failed, cannot access system resources');
    expect(translate('en', 'FORBIDDEN')).toBe('No permission for this operation');
    expect(translate('en', 'NOT_FOUND')).toBe('Resource does not exist');
    expect(translate('en', 'INTERNAL')).toBe('Unknown system error, please report to the administrator');
    expect(translate('en', 'TOO_MANY_ATTEMPTS', { minutes: 15 })).toBe('Too many failed attempts. Please try again in 15 minutes');
  });

  it('Accept-Language picks zh-CN, en-US, ja-JP, honours q-values, defaults to English', () => {
    expect(parseAcceptLanguage('zh-CN')).toBe('zh');
    expect(parseAcceptLanguage('ja-JP,en;q=0.5')).toBe('ja');
    expect(parseAcceptLanguage('fr-FR, en;q=0.2, ja;q=0.9')).toBe('ja');
    expect(parseAcceptLanguage('de-DE')).toBe('en');
    expect(parseAcceptLanguage(undefined)).toBe('en');
  });
});

describe('money', () => {
  it('converts wire amounts to cents without float drift', () => {
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents('19.99')).toBe(1999);
    expect(amountToCents('19.995')).toBe(2000);
    expect(amountToCents(1234567.89)).toBe(123456789);
    expect(amountToCents('-2.5')).toBe(-250);
    expect(() => amountToCents('1e3')).toThrow();
    expect(centsToAmount(1999)).toBe(19.99);
  });

  it('rounds half away from zero', () => {
    expect(roundHalfUp(10.5)).toBe(11);
    expect(roundHalfUp(10.4999)).toBe(10);
    expect(roundHalfUp(-10.5)).toBe(-11);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
  });
});
