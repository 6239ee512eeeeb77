import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmail, VerifyEmailBody } from '@wm/contracts';
import { Alert, Button, Form, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { say } from '../../../lib/messages';
import { CodeField } from '../../../lib/forms/code-field';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { call } from '../../../lib/http';
import { refreshUser } from '../../../lib/session';
import { accountKeys } from '../api/account-keys';

// The code goes to the email waiting for verification: the server picks it.
const emailCodeQuery = async () => ({ scene: 'email' as const });

/** An email set in the profile signs in only once the code sent to it is entered here. */
export function EmailVerification({ pendingEmail }: { pendingEmail: string }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ code: string }>();
  const queryClient = useQueryClient();
  const verifying = useMutation({
    mutationFn: (body: { code: string }) => call(verifyEmail, { body }),
    onSuccess: () => {
      void message.success(say('email.verified'));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      void refreshUser();
    },
    onError: (error) => showServerFieldErrors(form, error),
  });

  return (
    <Alert
      type="info"
      showIcon
      className="email-verification"
      title={t('profile.emailPending', { email: pendingEmail })}
      description={
        // Inside the profile form: no form element of its own (a nested form would submit the profile).
        <Form form={form} component={false} layout="inline" requiredMark={false}>
          <CodeField label={t('profile.emailCode')} rule={zodRule(VerifyEmailBody.shape.code)} getQuery={emailCodeQuery} block={false} />
          <Button loading={verifying.isPending} onClick={() => void form.validateFields().then((values) => verifying.mutate(values), () => undefined)}>
            {t('profile.emailVerify')}
          </Button>
        </Form>
      }
    />
  );
}
