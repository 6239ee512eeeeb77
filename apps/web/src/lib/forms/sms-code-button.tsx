import { sendVerifyCode, type QueryOf } from '@wm/contracts';
import { Button, message, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsUntil } from '../countdown';
import { call } from '../http';

type VerifyCodeQuery = QueryOf<typeof sendVerifyCode>;

interface SmsCodeButtonProps {
  /** Validates the fields the code depends on and answers the query, or null when they are invalid. */
  getQuery: () => Promise<VerifyCodeQuery | null>;
  /** Matches the code input beside it. */
  size?: ButtonProps['size'];
}

/** Sends a 6-digit code and counts down until another may be asked for. */
export function SmsCodeButton({ getQuery, size }: SmsCodeButtonProps) {
  const { t } = useTranslation('app');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useSecondsUntil(resendAt) ?? 0;
  const [sending, setSending] = useState(false);

  const send = async () => {
    const query = await getQuery();
    if (!query) return;
    setSending(true);
    try {
      const sent = await call(sendVerifyCode, { query });
      setResendAt(Date.now() + sent.resendIn * 1000);
      void message.success(t('form.codeSent', { destination: sent.destination }));
    } catch {
      // the http client has shown why
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size={size} disabled={secondsLeft > 0} loading={sending} onClick={() => void send()}>
      {secondsLeft > 0 ? t('form.resendIn', { seconds: secondsLeft }) : t('form.sendCode')}
    </Button>
  );
}
