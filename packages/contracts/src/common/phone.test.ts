import { describe, expect, it } from 'vitest';
import { RegisterBody } from '../auth/auth.schema';
import { AddressBody, CompanyInfoBody } from '../account/account.schema';
import { isJapaneseCorporateNumber, normalizeRegistration, registrationScheme } from './company-registration';
import { formatPhone, phoneCandidates, splitPhone, toE164 } from './phone';
import { rules } from './validation';

describe('phone numbers', () => {
  it('reads a number as typed into E.164', () => {
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
    expect(toE164('0044 7911 123456')).toBe('+447911123456');
    expect(toE164('07911 123456', 'GB')).toBe('+447911123456');
    expect(toE164('(202) 555-0123', 'US')).toBe('+12025550123');
    expect(toE164('090-1234-5678', 'JP')).toBe('+819012345678');
    expect(toE164('13800000001')).toBe('+8613800000001');
    expect(toE164('+86 138 0000 0001')).toBe('+8613800000001');
  });

  it('refuses numbers that cannot be', () => {
    expect(toE164('2025550123')).toBeNull(); // no country, not a Chinese mobile
    expect(toE164('+1202555012')).toBeNull(); // one digit short
    expect(toE164('+8623800000001')).toBeNull(); // +86 mobiles are 11 digits starting with 1
    expect(toE164('+86 1380000000')).toBeNull();
    expect(toE164('12345abc')).toBeNull();
  });

  it('keeps the spec 11-digit rule for Chinese sign-in mobiles only', () => {
    expect(toE164('+86 21 6123 4567', undefined, 'phone')).toBe('+862161234567');
    expect(toE164('+86 21 6123 4567')).toBeNull();
  });

  it('finds the forms a sign-in name may stand for', () => {
    expect(phoneCandidates('13800000001', 'US')).toEqual(['+8613800000001']);
    expect(phoneCandidates('138 0000 0001', 'CN')).toEqual(['+8613800000001']);
    expect(phoneCandidates('447911123456', 'US')).toEqual(['+447911123456']);
    expect(phoneCandidates('07911 123456', 'GB')).toEqual(['+447911123456']);
    expect(phoneCandidates('+1 202 555 0123', 'CN')).toEqual(['+12025550123']);
  });

  it('splits and formats a stored number', () => {
    expect(splitPhone('+447911123456')).toEqual({ country: 'GB', national: '7911123456' });
    expect(splitPhone('+12025550123')).toEqual({ country: 'US', national: '2025550123' });
    expect(formatPhone('+8613800000001')).toBe('+86 138 0000 0001');
    expect(formatPhone('13800000001')).toBe('13800000001');
  });

  it('rules answer E.164 with the right message', () => {
    expect(rules.mobile.parse(' +44 7911 123456 ')).toBe('+447911123456');
    expect(rules.mobile.safeParse('1391234567').error?.issues[0]?.message).toBe('mobile.invalid');
    expect(rules.mobile.safeParse('+86 139123456').error?.issues[0]?.message).toBe('mobile.invalidCN');
    expect(rules.mobile.safeParse('').error?.issues[0]?.message).toBe('mobile.required');
    expect(rules.phone('companyTel.required').safeParse('+1 415 555').error?.issues[0]?.message).toBe('phone.invalid');
    expect(AddressBody.shape.mobile.safeParse('call me').error?.issues[0]?.message).toBe('phone.invalid');
    const body = { code: '123456', password: 'abc123', confirmPassword: 'abc123', agree: true };
    expect(RegisterBody.parse({ ...body, mobile: '+81 90 1234 5678' }).mobile).toBe('+819012345678');
  });
});

describe('company registration numbers', () => {
  it('picks the scheme by country', () => {
    expect(['CN', 'US', 'GB', 'JP', 'DE', 'FR', 'AU', 'CA'].map(registrationScheme)).toEqual(['uscc', 'ein', 'crn', 'jcn', 'vat', 'vat', 'other', 'other']);
  });

  it('checks and writes each country number in its usual form', () => {
    expect(normalizeRegistration('CN', '91310000MA1FL0000N')).toBe('91310000MA1FL0000N');
    expect(normalizeRegistration('CN', '91310000MA1FL0000X')).toBeNull();
    expect(normalizeRegistration('US', '12-3456789')).toBe('12-3456789');
    expect(normalizeRegistration('US', '123456789')).toBe('12-3456789');
    expect(normalizeRegistration('US', '12-345678')).toBeNull();
    expect(normalizeRegistration('GB', '01234567')).toBe('01234567');
    expect(normalizeRegistration('GB', 'sc123456')).toBe('SC123456');
    expect(normalizeRegistration('GB', '1234567')).toBeNull();
    expect(normalizeRegistration('GB', 'S1234567')).toBeNull();
    expect(normalizeRegistration('JP', '7000012050002')).toBe('7000012050002');
    expect(normalizeRegistration('JP', '8000012050002')).toBeNull();
    expect(normalizeRegistration('DE', 'DE 123 456 789')).toBe('DE123456789');
    expect(normalizeRegistration('DE', '123456789')).toBe('DE123456789');
    expect(normalizeRegistration('DE', 'DE12345678')).toBeNull();
    expect(normalizeRegistration('GR', '123456789')).toBe('EL123456789');
    expect(normalizeRegistration('NL', 'NL123456789B01')).toBe('NL123456789B01');
    expect(normalizeRegistration('AT', 'ATU12345678')).toBe('ATU12345678');
    expect(normalizeRegistration('AU', 'ABN 51 824 753 556')).toBe('ABN 51 824 753 556');
    expect(normalizeRegistration('AU', 'AB')).toBeNull();
    expect(normalizeRegistration('CA', 'x'.repeat(41))).toBeNull();
  });

  it('checks the Japanese corporate number check digit', () => {
    expect(isJapaneseCorporateNumber('7000012050002')).toBe(true);
    expect(isJapaneseCorporateNumber('5010001008771')).toBe(true);
    expect(isJapaneseCorporateNumber('1000012050002')).toBe(false);
    expect(isJapaneseCorporateNumber('700001205000')).toBe(false);
  });

  it('company information: the number follows the country given', () => {
    const base = { company: 'Acme', companyTel: '+44 20 7946 0000', companyAreaId: 1, companyPhoto: 'k1', companyScope: 's', companyAddress: 'a', businessLicence: 'k2' };
    expect(CompanyInfoBody.parse({ ...base, companyCountry: 'gb', creditCode: 'sc123456' })).toMatchObject({ companyCountry: 'GB', creditCode: 'SC123456' });
    // Without a country the server checks the number against the region's country.
    expect(CompanyInfoBody.parse({ ...base, creditCode: 'anything' }).companyCountry).toBeUndefined();
    const wrong = CompanyInfoBody.safeParse({ ...base, companyCountry: 'US', creditCode: '91310000MA1FL0000N' });
    expect(wrong.error?.issues).toMatchObject([{ path: ['creditCode'], message: 'registration.ein.invalid' }]);
  });
});
