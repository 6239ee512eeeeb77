import { ChangePasswordBody } from '@wm/contracts';
import { Button, Form, Input, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordFields } from '../../../lib/forms/new-password-fields';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useChangePassword } from '../api/use-profile';

interface LoginPasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

const field = ChangePasswordBody.shape;

/** Changes the login password with the current one; the server signs out the other sessions. */
export function LoginPasswordForm() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<LoginPasswordValues>();
  const changing = useChangePassword();

  const change = (values: LoginPasswordValues) =>
    changing.mutate(values, {
      onSuccess: () => {
        void message.success(t('loginPassword.saved'));
        form.resetFields();
      },
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <section className="settings-section">
      <h2 className="settings-section__title">{t('loginPassword.title')}</h2>
      <p className="settings-section__hint">
        {t('loginPassword.hint')} <Link to="/login/forgetPassword">{t('loginPassword.reset')}</Link>
      </p>
      <Form form={form} layout="vertical" requiredMark={false} className="settings-form" onFinish={change}>
        <Form.Item name="oldPassword" label={t('loginPassword.current')} rules={[zodRule(field.oldPassword)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          labels={{ password: t('loginPassword.new'), confirm: t('loginPassword.confirm') }}
          rules={{ password: zodRule(field.password), confirm: zodRule(field.confirmPassword) }}
          hint={t('loginPassword.rule')}
          input={{ maxLength: 20 }}
        />
        <Button type="primary" htmlType="submit" loading={changing.isPending}>
          {t('loginPassword.submit')}
        </Button>
      </Form>
    </section>
  );
}
