import { LANGUAGES } from '@wm/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../../../lib/i18n';

/** One text box per language for a field the storefront shows in each (`name.en`, `name.zh`, `name.ja`). */
export function LocalizedInputs({ name, label, max, testId }: { name: string; label: string; max: number; testId?: string }) {
  const { t } = useTranslation('admin-content');
  return (
    <Form.Item label={label} required className="admin-content__localized">
      {LANGUAGES.map((lang) => (
        <Form.Item
          key={lang}
          name={[name, lang]}
          noStyle={false}
          className="admin-content__localized-item"
          rules={[
            { required: true, whitespace: true, message: t('form.requiredIn', { language: LANGUAGE_LABELS[lang] }) },
            { max, message: t('form.tooLong', { max }) },
          ]}
        >
          <Input addonBefore={LANGUAGE_LABELS[lang]} maxLength={max} data-testid={testId ? `${testId}-${lang}` : undefined} />
        </Form.Item>
      ))}
    </Form.Item>
  );
}
