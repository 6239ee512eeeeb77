import { useMutation } from '@tanstack/react-query';
import { LoginBody, login, toE164, type PhoneCountry } from '@wm/contracts';
import { defaultPhoneCountry } from '@wm/contracts';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SIGNED_OUT_KEY, safeReturnPath } from '../../../lib/paths';
import { zodRule } from '../../../lib/forms/zod-rule';
import { CountryCodeSelect } from '../../../lib/forms/phone-input';
import { currentLanguage } from '../../../lib/i18n';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { ApiError, call } from '../../../lib/http';
import { SmsCodeButton } from '../../../lib/forms/sms-code-button';
import { useClientStore } from '../../../lib/store';
import { afterLoginPath } from '../landing';
import '../auth.css';

function LoginForm({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useClientStore((state) => state.signIn);
  const [form] = Form.useForm<LoginBody>();
  // Locked after too many failures: the right password with a code sent to the account's mobile still signs in.
  const [locked, setLocked] = useState(false);
  // Signed out because the account was disabled (HTTP 423): said here until the next sign-in attempt.
  const [disabledNotice, setDisabledNotice] = useState<string | null>(() => sessionStorage.getItem(SIGNED_OUT_KEY));
  useEffect(() => sessionStorage.removeItem(SIGNED_OUT_KEY), []);
  const loginCodeQuery = async () => {
    try {
      const { account, country } = await form.validateFields(['account', 'country']);
      const value = account.trim();
      if (value.includes('@')) return { email: value, scene: 'login' as const };
      return { mobile: toE164(value, country as PhoneCountry | undefined) ?? value, scene: 'login' as const };
    } catch {
      return null;
    }
  };
  const signingIn = useMutation({
    // A token left from an expired session must not turn a sign-in into "session expired".
    mutationFn: (body: LoginBody) => call(login, { body, skipAuth: true }),
    onSuccess: (session) => {
      signIn(session);
      void navigate(afterLoginPath(session.user, returnTo), { replace: true });
    },
    onMutate: () => setDisabledNotice(null),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'TOO_MANY_ATTEMPTS') setLocked(true);
      if (error instanceof ApiError && error.code === 'ACCOUNT_DISABLED') {
        sessionStorage.removeItem(SIGNED_OUT_KEY);
        setDisabledNotice(error.message);
      }
      showServerFieldErrors(form, error);
    },
  });

  return (
    <section className="auth-card">
      <h1 className="auth-card__title">{t('login.title')}</h1>
      {disabledNotice ? <Alert type="error" showIcon className="auth-card__locked" title={disabledNotice} data-testid="login-disabled" role="alert" /> : null}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ country: defaultPhoneCountry(currentLanguage()) }} onFinish={(values) => signingIn.mutate(values)}>
        {/* A number typed without + is read in the chosen country; an email needs none. */}
        <Form.Item label={t('login.account')} htmlFor="login-account" required={false}>
          <Space.Compact block>
            <Form.Item name="country" noStyle>
              <CountryCodeSelect size="large" />
            </Form.Item>
            <Form.Item name="account" noStyle rules={[zodRule(LoginBody.shape.account)]}>
              <Input id="login-account" size="large" autoComplete="username" placeholder={t('login.accountPlaceholder')} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[zodRule(LoginBody.shape.password)]}>
          <Input.Password size="large" autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
        </Form.Item>
        {locked && (
          <>
            <Alert type="warning" showIcon className="auth-card__locked" title={t('login.lockedTitle')} description={t('login.lockedHint')} />
            <Form.Item label={t('login.code')} required={false}>
              <Space.Compact block>
                <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.codeRule') }]}>
                  <Input size="large" inputMode="numeric" maxLength={6} autoComplete="one-time-code" aria-label={t('login.code')} />
                </Form.Item>
                <SmsCodeButton size="large" getQuery={loginCodeQuery} />
              </Space.Compact>
            </Form.Item>
          </>
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={signingIn.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <div className="auth-card__links">
        <Link to="/login/forgetPassword">{t('login.forgot')}</Link>
        <Link to="/login/index?mode=0">{t('login.register')}</Link>
      </div>
    </section>
  );
}

function RegisterChoice() {
  const { t } = useTranslation('auth');
  return (
    <section className="auth-card">
      <h1 className="auth-card__title">{t('choice.title')}</h1>
      <div className="auth-choice">
        <Link className="auth-choice__option" to="/login/merchantRegister?type=buyer">
          <strong>{t('choice.buyer')}</strong>
          <span>{t('choice.buyerHint')}</span>
        </Link>
        <Link className="auth-choice__option" to="/login/merchantRegister?type=merchant">
          <strong>{t('choice.seller')}</strong>
          <span>{t('choice.sellerHint')}</span>
        </Link>
      </div>
      <div className="auth-card__links">
        <span>{t('choice.haveAccount')}</span>
        <Link to="/login/index?mode=1">{t('choice.login')}</Link>
      </div>
    </section>
  );
}

/** /login/index: mode 0 offers registration; 1, true or none signs in. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  if (mode === '0' || mode === 'false') return <RegisterChoice />;
  return <LoginForm returnTo={safeReturnPath(params.get('redirect'))} />;
}
