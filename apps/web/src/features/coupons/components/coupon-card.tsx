import type { CenterCoupon, MyCoupon } from '@wm/contracts';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';

type Coupon = Pick<CenterCoupon | MyCoupon, 'name' | 'threshold' | 'reduction' | 'range' | 'validFrom' | 'validTo'>;

/** A coupon: the reduction, its threshold, range and effective dates; `action` on the right. */
export function CouponCard({ coupon, dimmed = false, action, testId }: { coupon: Coupon; dimmed?: boolean; action?: ReactNode; testId?: string }) {
  const { t } = useTranslation('coupons');
  return (
    <article className={dimmed ? 'coupon-card coupon-card--dimmed' : 'coupon-card'} aria-label={coupon.name} data-testid={testId}>
      <div className="coupon-card__value">
        <Price amount={coupon.reduction} className="coupon-card__reduction" />
        <span>{coupon.threshold > 0 ? t('threshold') : t('noThreshold')}</span>
        {coupon.threshold > 0 && <Price amount={coupon.threshold} />}
      </div>
      <div className="coupon-card__body">
        <strong className="coupon-card__name">{coupon.name}</strong>
        <span className="muted">{t('range', { range: coupon.range.scopeText })}</span>
        <span className="muted">
          {t('effective', { from: dayjs(coupon.validFrom).format('YYYY-MM-DD'), to: dayjs(coupon.validTo).format('YYYY-MM-DD') })}
        </span>
      </div>
      {action && <div className="coupon-card__action">{action}</div>}
    </article>
  );
}
