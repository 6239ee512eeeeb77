import { callingCode, defaultPhoneCountry, phoneCountries, splitPhone, toE164, type PhoneCountry, type PhoneKind } from '@wm/contracts';
import { Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

/** Countries most buyers and sellers come from, listed first. */
const FIRST: PhoneCountry[] = ['US', 'GB', 'DE', 'FR', 'JP', 'CN', 'CA', 'AU', 'IT', 'ES', 'NL', 'MX'];

/** The countries with their calling codes, named in the language in use. */
export function useCountryOptions() {
  const language = currentLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : language], { type: 'region' });
    const option = (code: PhoneCountry) => {
      const name = names.of(code) ?? code;
      return { value: code, label: `${name} ${callingCode(code)}`, search: `${name} ${code} ${callingCode(code)}`.toLowerCase() };
    };
    const rest = phoneCountries().filter((code) => !FIRST.includes(code)).map(option).sort((a, b) => a.label.localeCompare(b.label, language));
    return [...FIRST.map(option), ...rest];
  }, [language]);
}

/** Country and number as the form holds them: E.164 when the number is valid, as typed otherwise (so the rule can say why). */
function compose(country: PhoneCountry, national: string, kind: PhoneKind): string {
  if (!national.trim()) return '';
  if (national.trim().startsWith('+')) return national.trim();
  return toE164(national, country, kind) ?? `${callingCode(country)} ${national.trim()}`;
}

/** The country whose calling code a number is read with; closed, it shows the code (+44). */
export function CountryCodeSelect({ value, onChange, size }: { value?: PhoneCountry; onChange?: (value: PhoneCountry) => void; size?: 'large' | 'middle' | 'small' }) {
  const { t } = useTranslation('app');
  const options = useCountryOptions();
  const country = value ?? defaultPhoneCountry(currentLanguage());
  return (
    <Select
      size={size}
      value={country}
      options={options}
      showSearch={{ filterOption: (input, option) => !!option?.search.includes(input.trim().toLowerCase()) }}
      labelRender={() => callingCode(country)}
      popupMatchSelectWidth={300}
      style={{ width: 104, flex: 'none' }}
      aria-label={t('form.countryCode')}
      onChange={(next: PhoneCountry) => onChange?.(next)}
    />
  );
}

interface PhoneInputProps {
  /** E.164 (or what the user typed, while it is not a valid number). */
  value?: string;
  onChange?: (value: string) => void;
  /** The country shown before the user picks one; the language's otherwise. */
  defaultCountry?: PhoneCountry | undefined;
  kind?: PhoneKind;
  id?: string;
  size?: 'large' | 'middle' | 'small';
  autoComplete?: string;
  placeholder?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * A country code and a number: a searchable country select and the number beside it. Used for
 * every phone in the app (sign-in, registration, addresses, the company telephone).
 */
export function PhoneInput({ value, onChange, defaultCountry, kind = 'mobile', id, size, autoComplete = 'tel-national', placeholder, ...rest }: PhoneInputProps) {
  const fromValue = splitPhone(value && value.startsWith('+') ? (toE164(value, undefined, 'phone') ?? undefined) : undefined);
  const [picked, setPicked] = useState<PhoneCountry | undefined>(undefined);
  const country = picked ?? fromValue.country ?? defaultCountry ?? defaultPhoneCountry(currentLanguage());
  // While the number is valid it is shown without its country code; the select shows that.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const national = typed ?? (fromValue.country ? fromValue.national : (value ?? '').replace(/^\+\d+\s/, ''));

  return (
    <Space.Compact block>
      <CountryCodeSelect
        size={size}
        value={country}
        onChange={(next) => {
          setPicked(next);
          onChange?.(compose(next, national, kind));
        }}
      />
      <Input
        {...rest}
        id={id}
        size={size}
        value={national}
        inputMode="tel"
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={24}
        onChange={(event) => {
          const text = event.target.value;
          // A whole international number typed or pasted moves its country code to the select.
          const whole = text.trim().startsWith('+') ? toE164(text, undefined, kind) : null;
          const parts = whole ? splitPhone(whole) : null;
          if (whole && parts?.country) {
            setPicked(parts.country);
            setTyped(parts.national);
            onChange?.(whole);
            return;
          }
          setTyped(text);
          onChange?.(compose(country, text, kind));
        }}
      />
    </Space.Compact>
  );
}
