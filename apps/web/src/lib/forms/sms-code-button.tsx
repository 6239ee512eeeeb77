import { sendVerifyCode, type QueryOf } from '@wm/contracts';
import { Button, message, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../http';
import { useCountdown } from './use-countdown';

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
  const [secondsLeft, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const query = await getQuery();
    if (!query) return;
    setSending(true);
    try {
      const sent = await call(sendVerifyCode, { query });
      startCountdown(sent.resendIn);
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
