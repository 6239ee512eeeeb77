import { BellOutlined, GiftOutlined, HeartOutlined, RightOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { AUDIT_STATUS, formatPhone, type CustomerCenter } from '@wm/contracts';
import { Button, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Price } from '../../../lib/price';
import { useCustomerCenter } from '../api/use-customer-center';
import '../account.css';

/** Purchase order shortcuts: the list filtered by each status code. */
const ORDER_SHORTCUTS = [
  { status: 0, count: 'toBePaid' },
  { status: 1, count: 'paid' },
  { status: 2, count: 'completed' },
  { status: 3, count: 'canceled' },
] as const satisfies readonly { status: number; count: keyof CustomerCenter['purchaseOrders'] }[];

const AUDIT_TAGS = {
  [AUDIT_STATUS.underReview]: { color: 'processing', text: 'center.audit.underReview' },
  [AUDIT_STATUS.failed]: { color: 'error', text: 'center.audit.failed' },
  [AUDIT_STATUS.approved]: { color: 'success', text: 'center.audit.approved' },
  [AUDIT_STATUS.notSubmitted]: { color: 'warning', text: 'center.audit.notSubmitted' },
} as const;

function UserCard({ center }: { center: CustomerCenter }) {
  const { t } = useTranslation('account');
  const audit = AUDIT_TAGS[center.auditStatus];
  const manager = center.businessManager;
  return (
    <section className="center-card center-user" aria-label={t('center.user')}>
      <div className="center-user__head">
        {center.avatar?.thumbnailUrl ? (
          <img className="center-user__avatar" src={center.avatar.thumbnailUrl} width={42} height={42} alt="" />
        ) : (
          <span className="center-user__avatar center-user__avatar--empty">
            <UserOutlined />
          </span>
        )}
        <div>
          <div className="center-user__name" data-testid="center-name">{center.realName || formatPhone(center.mobile)}</div>
          <div className="center-user__meta">
            {t('center.customerId')}: <span data-testid="center-customer-id">{center.customerid}</span>
          </div>
        </div>
      </div>
      <dl className="center-user__facts">
        <dt>{t('center.auditState')}</dt>
        <dd>
          <Tag color={audit.color} data-testid="center-audit">{t(audit.text)}</Tag>
          {center.auditStatus !== AUDIT_STATUS.approved && (
            <Link to="/accountSetting/index?activeComponents=company">{t('center.completeCompany')}</Link>
          )}
        </dd>
        <dt>{t('center.manager')}</dt>
        <dd data-testid="center-manager">
          {manager ? (
            <>
              {manager.name}
              {manager.phone && <span className="center-user__contact">{manager.phone}</span>}
              {manager.email && <a className="center-user__contact" href={`mailto:${manager.email}`}>{manager.email}</a>}
            </>
          ) : (
            <span className="muted">{t('center.noManager')}</span>
          )}
        </dd>
      </dl>
      <Link className="center-user__settings" to="/accountSetting/index">
        {t('center.accountSetting')} <RightOutlined />
      </Link>
    </section>
  );
}

function WalletCard({ wallet }: { wallet: CustomerCenter['wallet'] }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <section className="center-card center-wallet" aria-label={t('center.wallet')}>
      <header className="center-card__header">
        <h2>{t('center.wallet')}</h2>
        <Link to="/wallet/index">
          {t('center.walletDetails')} <RightOutlined />
        </Link>
      </header>
      <div className="center-wallet__figures">
        <div>
          <span className="center-figure__label">{t('center.balance')}</span>
          <Price className="center-figure__value" amount={wallet.balance} testId="center-balance" />
        </div>
        <div>
          <span className="center-figure__label">{t('center.available')}</span>
          <Price className="center-figure__value" amount={wallet.available} testId="center-available" />
        </div>
      </div>
      <div className="center-wallet__actions">
        <Button type="primary" onClick={() => void navigate('/wallet/recharge')}>
          {t('center.recharge')}
        </Button>
        <Button onClick={() => void navigate('/wallet/withdraw')}>{t('center.withdraw')}</Button>
      </div>
    </section>
  );
}

/** Buyer central: who the buyer is, their audit, orders by status, wallet, favourites and followed stores. */
export default function PersonalCenterPage() {
  const { t } = useTranslation('account');
  const center = useCustomerCenter();

  if (center.isError) {
    return (
      <section className="page-container page-section">
        <Result status="warning" title={t('center.loadFailed')} extra={<Button onClick={() => void center.refetch()}>{t('common.retry')}</Button>} />
      </section>
    );
  }

  return (
    <section className="page-container page-section personal-center">
      <h1 className="page-title">{t('center.title')}</h1>
      {!center.data ? (
        <Skeleton active />
      ) : (
        <div className="center-grid">
          <UserCard center={center.data} />
          <div className="center-main">
            <section className="center-card" aria-label={t('center.orders')}>
              <header className="center-card__header">
                <h2>{t('center.orders')}</h2>
                <Link to="/purchaseOrderManage/purchaseOrderList">
                  {t('center.allOrders')} <RightOutlined />
                </Link>
              </header>
              <ul className="center-shortcuts">
                {ORDER_SHORTCUTS.map(({ status, count }) => (
                  <li key={status}>
                    <Link className="center-shortcut" to={`/purchaseOrderManage/purchaseOrderList?status=${status}`} data-testid={`center-orders-${status}`}>
                      <strong>{center.data.purchaseOrders[count]}</strong>
                      <span>{t(`center.orderStatus.${count}`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <WalletCard wallet={center.data.wallet} />
            <section className="center-card" aria-label={t('center.collections')}>
              <ul className="center-shortcuts">
                <li>
                  <Link className="center-shortcut" to="/buyer/homeFavorite" data-testid="center-favourites">
                    <HeartOutlined />
                    <strong>{center.data.favourites}</strong>
                    <span>{t('center.favourites')}</span>
                  </Link>
                </li>
                <li>
                  <Link className="center-shortcut" to="/mySeller" data-testid="center-followed">
                    <ShopOutlined />
                    <strong>{center.data.followedStores}</strong>
                    <span>{t('center.followedStores')}</span>
                  </Link>
                </li>
                <li>
                  <Link className="center-shortcut" to="/coupon/index" data-testid="center-coupons">
                    <GiftOutlined />
                    <strong>{center.data.unusedCoupons}</strong>
                    <span>{t('center.unusedCoupons')}</span>
                  </Link>
                </li>
                <li>
                  <Link className="center-shortcut" to="/message/index" data-testid="center-messages">
                    <BellOutlined />
                    <strong>{center.data.unreadMessages}</strong>
                    <span>{t('center.unreadMessages')}</span>
                  </Link>
                </li>
              </ul>
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
