import { useMutation } from '@tanstack/react-query';
import { maskPhone, PayPasswordBody, setPayPassword, type UserInfo } from '@wm/contracts';
import { Button, Form, Input, message, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameAsRule, zodRule } from '../../../lib/forms/zod-rule';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { SmsCodeButton } from '../../../lib/forms/sms-code-button';
import { call } from '../../../lib/http';
import { refreshUser } from '../../../lib/session';

interface PayPasswordValues {
  code: string;
  payPassword: string;
  confirmPayPassword: string;
}

const field = PayPasswordBody.shape;

/** 13800000001 -> 138****0001 */
const maskMobile = maskPhone;

// The code always goes to the signed-in user's own mobile: the server picks it.
const payPasswordCodeQuery = async () => ({ scene: 'pay-password' as const });

/** Sets or changes the 6-digit payment password that confirms balance payments. */
export function PayPasswordForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PayPasswordValues>();
  const saving = useMutation({
    mutationFn: (body: PayPasswordValues) => call(setPayPassword, { body }),
    onSuccess: () => {
      void message.success(t('payPassword.saved'));
      form.resetFields();
      // hasPayPassword changes the heading and, later, the payment dialog.
      void refreshUser();
    },
    onError: (error) => showServerFieldErrors(form, error),
  });

  return (
    <section className="settings-section">
      <h2 className="settings-section__title">{t(user.hasPayPassword ? 'payPassword.changeTitle' : 'payPassword.setTitle')}</h2>
      <p className="settings-section__hint">{t('payPassword.hint', { mobile: maskMobile(user.mobile) })}</p>
      <Form form={form} layout="vertical" requiredMark={false} className="settings-form" onFinish={(values) => saving.mutate(values)}>
        <Form.Item label={t('payPassword.code')}>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[zodRule(field.code)]}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder={t('payPassword.codePlaceholder')} />
            </Form.Item>
            <SmsCodeButton getQuery={payPasswordCodeQuery} />
          </Space.Compact>
        </Form.Item>
        <Form.Item name="payPassword" label={t('payPassword.new')} rules={[zodRule(field.payPassword)]}>
          <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="confirmPayPassword"
          label={t('payPassword.confirm')}
          dependencies={['payPassword']}
          validateFirst
          rules={[zodRule(field.confirmPayPassword), sameAsRule('payPassword', 'confirmPayPassword')]}
        >
          <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving.isPending}>
          {t('payPassword.submit')}
        </Button>
      </Form>
    </section>
  );
}
