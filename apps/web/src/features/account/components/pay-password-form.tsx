import { useMutation } from '@tanstack/react-query';
import { maskPhone, PayPasswordBody, setPayPassword, type UserInfo } from '@wm/contracts';
import { Button, Form, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../lib/forms/code-field';
import { NewPasswordFields } from '../../../lib/forms/new-password-fields';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
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
        <CodeField label={t('payPassword.code')} rule={zodRule(field.code)} getQuery={payPasswordCodeQuery} placeholder={t('payPassword.codePlaceholder')} />
        <NewPasswordFields
          names={['payPassword', 'confirmPayPassword']}
          labels={{ password: t('payPassword.new'), confirm: t('payPassword.confirm') }}
          rules={{ password: zodRule(field.payPassword), confirm: zodRule(field.confirmPayPassword) }}
          input={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'off' }}
        />
        <Button type="primary" htmlType="submit" loading={saving.isPending}>
          {t('payPassword.submit')}
        </Button>
      </Form>
    </section>
  );
}
