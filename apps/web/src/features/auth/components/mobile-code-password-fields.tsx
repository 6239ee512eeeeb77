import { RegisterBody, rules as contractRules, type QueryOf, type sendVerifyCode } from '@wm/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../lib/forms/code-field';
import { NewPasswordFields } from '../../../lib/forms/new-password-fields';
import { PhoneInput } from '../../../lib/forms/phone-input';
import { zodRule } from '../../../lib/forms/zod-rule';

/** Registering and resetting check the code and the new password by the same rules. */
const field = RegisterBody.shape;

interface MobileCodePasswordFieldsProps {
  /** The form field of the mobile number ('mobile' to register, 'account' to reset). */
  mobileName: string;
  mobileLabel: string;
  passwordLabel: string;
  /** What the SMS code is for. */
  scene: QueryOf<typeof sendVerifyCode>['scene'];
  mobileAutoComplete?: string;
}

/** A mobile number, the SMS code sent to it, and a new password twice: registering and resetting a password. */
export function MobileCodePasswordFields({ mobileName, mobileLabel, passwordLabel, scene, mobileAutoComplete }: MobileCodePasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const form = Form.useFormInstance();
  const codeQuery = async () => {
    try {
      const values: Record<string, string> = await form.validateFields([mobileName]);
      return { mobile: values[mobileName]!, scene };
    } catch {
      return null;
    }
  };
  return (
    <>
      <Form.Item name={mobileName} label={mobileLabel} rules={[zodRule(contractRules.mobile)]}>
        <PhoneInput size="large" autoComplete={mobileAutoComplete} placeholder={t('register.mobilePlaceholder')} />
      </Form.Item>
      <CodeField label={t('register.code')} rule={zodRule(field.code)} getQuery={codeQuery} placeholder={t('register.codePlaceholder')} size="large" />
      <NewPasswordFields
        labels={{ password: passwordLabel, confirm: t('register.confirmPassword') }}
        rules={{ password: zodRule(field.password), confirm: zodRule(field.confirmPassword) }}
        hint={t('register.passwordHint')}
        input={{ size: 'large' }}
      />
    </>
  );
}
