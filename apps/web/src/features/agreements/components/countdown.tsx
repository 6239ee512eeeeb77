import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/countdown';
import { formatDate } from '../../../lib/dates';
import { timeLeft } from '../agreement-paths';

/** The time left in the current window (answer or buy), ticking each second. */
export function Countdown({ deadline }: { deadline: string | null }) {
  const { t } = useTranslation('agreements');
  const now = useNow(deadline);
  if (!deadline) return <span className="muted">-</span>;
  const passed = new Date(deadline).getTime() <= now;
  return (
    <span className="agreement-countdown" data-testid="agreement-countdown" title={formatDate(deadline, { dateStyle: 'medium', timeStyle: 'short' })}>
      {passed ? t('countdown.ended') : t('countdown.left', { time: timeLeft(deadline, now) })}
    </span>
  );
}
