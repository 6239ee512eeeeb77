import { useAddressQuery } from '../../../lib/address-query';
import { say } from '../../../lib/messages';
import { COUPON_STATUSES, type CouponStatus } from '@wm/contracts';
import { Button, Empty, Pagination, Skeleton, Tabs, Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClaimCoupon, useCouponCenter, useMyCoupons } from '../api/use-coupons';
import { CouponCard } from '../components/coupon-card';
import '../coupons.css';

const PAGE_SIZE = 12;
const toStatus = (value: string | null): CouponStatus => COUPON_STATUSES.find((status) => status === value) ?? 'unused';

function CouponCenter() {
  const { t } = useTranslation('coupons');
  const center = useCouponCenter();
  const claim = useClaimCoupon();
  if (!center.data) return <Skeleton active />;
  if (!center.data.length) return <Empty description={t('center.empty')} />;
  return (
    <div className="coupon-grid">
      {center.data.map((coupon) => (
        <CouponCard
          key={coupon.templateId}
          coupon={coupon}
          testId={`center-coupon-${coupon.templateId}`}
          action={
            <>
              <Button
                type="primary"
                disabled={!coupon.claimable}
                loading={claim.isPending && claim.variables === coupon.templateId}
                onClick={() => claim.mutate(coupon.templateId, { onSuccess: () => void message.success(say('coupon.received')) })}
              >
                {coupon.claimable ? t('center.claim') : t('center.claimed')}
              </Button>
              <span className="muted coupon-card__note">{t('center.held', { count: coupon.claimedByMe, limit: coupon.perUserLimit })}</span>
            </>
          }
        />
      ))}
    </div>
  );
}

const STATUS_COLORS: Record<CouponStatus, string> = { unused: 'green', used: 'blue', expired: 'default' };

function MyCoupons({ status, pageIndex, onPage }: { status: CouponStatus; pageIndex: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('coupons');
  const mine = useMyCoupons({ status, pageIndex, pageSize: PAGE_SIZE });
  if (!mine.data) return <Skeleton active />;
  if (!mine.data.list.length) return <Empty description={t('mine.empty')} />;
  return (
    <>
      <div className="coupon-grid">
        {mine.data.list.map((coupon) => (
          <CouponCard
            key={coupon.couponId}
            coupon={coupon}
            dimmed={status !== 'unused'}
            action={
              <>
                {coupon.inUse ? <Tag color="gold">{t('inUse')}</Tag> : <Tag color={STATUS_COLORS[coupon.status]}>{t(`status.${coupon.status}`)}</Tag>}
                {coupon.orderNo && (
                  <Link to={`/purchaseOrderManage/purchaseOrderDetails?orderNo=${encodeURIComponent(coupon.orderNo)}`} className="coupon-card__note">
                    {coupon.orderNo}
                  </Link>
                )}
                {status === 'unused' && <Link to="/home">{t('mine.use')}</Link>}
              </>
            }
          />
        ))}
      </div>
      <Pagination className="coupon-pagination" current={pageIndex} pageSize={PAGE_SIZE} total={mine.data.total} hideOnSinglePage showSizeChanger={false} onChange={onPage} />
    </>
  );
}

/** My coupons by status, and the coupon center to claim more. The tab lives in the address. */
export default function CouponPage() {
  const { t } = useTranslation('coupons');
  const [params, changeQuery] = useAddressQuery();
  const tab = params.get('tab') === 'center' ? 'center' : 'mine';
  const status = toStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: (now: URLSearchParams) => Record<string, string>) => changeQuery(next, { replace: true });

  return (
    <section className="page-container page-section coupon-page">
      <h1 className="page-title">{t('title')}</h1>
      <div className="coupon-panel">
        <Tabs
          activeKey={tab}
          onChange={(key) => go((): Record<string, string> => (key === 'center' ? { tab: 'center' } : {}))}
          items={[
            {
              key: 'mine',
              label: t('tabs.mine'),
              children: (
                <>
                  <Tabs
                    size="small"
                    type="card"
                    activeKey={status}
                    onChange={(key) => go(() => ({ status: key }))}
                    items={COUPON_STATUSES.map((value) => ({ key: value, label: t(`status.${value}`) }))}
                  />
                  <MyCoupons status={status} pageIndex={page} onPage={(next) => go((now) => ({ status: toStatus(now.get('status')), page: String(next) }))} />
                </>
              ),
            },
            { key: 'center', label: t('tabs.center'), children: <CouponCenter /> },
          ]}
        />
      </div>
    </section>
  );
}
