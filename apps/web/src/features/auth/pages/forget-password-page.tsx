import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '@wm/contracts';
import { Button, Form, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/paths';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { call } from '../../../lib/http';
import { useClientStore } from '../../../lib/store';
import { MobileCodePasswordFields } from '../components/mobile-code-password-fields';
import '../auth.css';

interface ResetValues {
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
}

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

  return (
    <section className="auth-card auth-card--wide">
      <h1 className="auth-card__title">{t('forget.title')}</h1>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => resetting.mutate(values)}>
        {/* The code goes by SMS, so the account is asked for as a mobile number. */}
        <MobileCodePasswordFields mobileName="account" mobileLabel={t('forget.account')} passwordLabel={t('forget.password')} scene="reset" mobileAutoComplete="username" />
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
