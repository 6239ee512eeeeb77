import { useMutation } from '@tanstack/react-query';
import { RegisterBody, registerBuyer, registerSeller } from '@wm/contracts';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_SETTING_PATH } from '../../../lib/paths';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { call } from '../../../lib/http';
import { useClientStore } from '../../../lib/store';
import { MobileCodePasswordFields } from '../components/mobile-code-password-fields';
import { UserNoticeDialog } from '../components/user-notice-dialog';
import '../auth.css';

interface RegisterValues {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
  realName?: string;
  email?: string;
  agree?: boolean;
}

const field = RegisterBody.shape;

/** Optional fields left empty are not sent: the contracts treat '' as a value to check. */
const optional = (value: string | undefined) => value?.trim() || undefined;

/** /login/merchantRegister?type=buyer|merchant */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type') === 'merchant' ? 'merchant' : 'buyer';
  const signIn = useClientStore((state) => state.signIn);
  const [form] = Form.useForm<RegisterValues>();
  const [noticeOpen, setNoticeOpen] = useState(false);

  const registering = useMutation({
    mutationFn: ({ mobile, code, password, confirmPassword, realName, email }: RegisterValues) =>
      call(type === 'merchant' ? registerSeller : registerBuyer, {
        body: { mobile, code, password, confirmPassword, agree: true, realName: optional(realName), email: optional(email) },
        skipAuth: true,
      }),
    onSuccess: (session) => {
      signIn(session);
      void navigate(ACCOUNT_SETTING_PATH, { replace: true });
    },
    onError: (error) => showServerFieldErrors(form, error),
  });

  return (
    <section className="auth-card auth-card--wide">
      <h1 className="auth-card__title">{t(type === 'merchant' ? 'register.sellerTitle' : 'register.buyerTitle')}</h1>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => registering.mutate(values)}>
        <MobileCodePasswordFields mobileName="mobile" mobileLabel={t('register.mobile')} passwordLabel={t('register.password')} scene="register" />
        <Form.Item name="realName" label={t('register.realName')} rules={[zodRule(field.realName)]}>
          <Input size="large" autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('register.email')} rules={[zodRule(field.email)]}>
          <Input size="large" autoComplete="email" />
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked" rules={[zodRule(field.agree)]}>
          <Checkbox>
            {t('register.agree')}{' '}
            <a
              href="#user-notice"
              onClick={(event) => {
                event.preventDefault();
                setNoticeOpen(true);
              }}
            >
              {t('register.notice')}
            </a>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={registering.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <div className="auth-card__links">
        <span>{t('choice.haveAccount')}</span>
        <Link to="/login/index?mode=1">{t('choice.login')}</Link>
      </div>
      <UserNoticeDialog
        open={noticeOpen}
        onClose={() => setNoticeOpen(false)}
        onRead={() => {
          form.setFieldValue('agree', true);
          void form.validateFields(['agree']);
        }}
      />
    </section>
  );
}
