import { useMutation } from '@tanstack/react-query';
import { ResetPasswordBody, resetPassword, rules } from '@wm/contracts';
import { Button, Form, Input, message, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/paths';
import { sameAsRule, zodRule } from '../../../lib/forms/zod-rule';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { PhoneInput } from '../../../lib/forms/phone-input';
import { SmsCodeButton } from '../../../lib/forms/sms-code-button';
import { call } from '../../../lib/http';
import { useClientStore } from '../../../lib/store';
import '../auth.css';

interface ResetValues {
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const field = ResetPasswordBody.shape;

/** /login/forgetPassword: a new login password with a code sent to the account's mobile. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const clearSession = useClientStore((state) => state.clearSession);
  const [form] = Form.useForm<ResetValues>();

  const resetting = useMutation({
    mutationFn: (body: ResetValues) => call(resetPassword, { body, skipAuth: true }),
    onSuccess: () => {
      // The reset ends every session of the account, this one included.
      clearSession();
      void message.success(t('forget.success'));
      void navigate(loginPath(), { replace: true });
    },
    onError: (error) => showServerFieldErrors(form, error),
  });

  const codeQuery = async () => {
    try {
      const { account } = await form.validateFields(['account']);
      return { mobile: account, scene: 'reset' as const };
    } catch {
      return null;
    }
  };

  return (
    <section className="auth-card auth-card--wide">
      <h1 className="auth-card__title">{t('forget.title')}</h1>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => resetting.mutate(values)}>
        {/* The code goes by SMS, so the account is asked for as a mobile number. */}
        <Form.Item name="account" label={t('forget.account')} rules={[zodRule(rules.mobile)]}>
          <PhoneInput size="large" autoComplete="username" placeholder={t('register.mobilePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('register.code')}>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[zodRule(field.code)]}>
              <Input size="large" inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder={t('register.codePlaceholder')} />
            </Form.Item>
            <SmsCodeButton getQuery={codeQuery} size="large" />
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" label={t('forget.password')} rules={[zodRule(field.password)]} extra={t('register.passwordHint')}>
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('register.confirmPassword')}
          dependencies={['password']}
          validateFirst
          rules={[zodRule(field.confirmPassword), sameAsRule('password', 'confirmPassword')]}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={resetting.isPending}>
          {t('forget.submit')}
        </Button>
      </Form>
      <div className="auth-card__links">
        <Link to={loginPath()}>{t('forget.backToLogin')}</Link>
      </div>
    </section>
  );
}
