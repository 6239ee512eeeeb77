import { BellOutlined, HeartOutlined, ShoppingCartOutlined, WalletOutlined } from '@ant-design/icons';
import { Popover, Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadMessageCount } from '../../features/messages/api/use-messages';
import { loginPath } from '../../lib/paths';
import { useClientStore } from '../../lib/store';

/**
 * A count on an icon, 99+ above 99, none at 0: antd's small Badge in look (the theme's error colour). The header is on every
 * page, and antd's Badge (its number animation and styles) was ~2.5 KB gzip of every first page.
 */
function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className="count-badge">
      {children}
      {count > 0 && <sup className="count-badge__count">{count > 99 ? '99+' : count}</sup>}
    </span>
  );
}

// Loaded on the first hover only.
const WalletSummary = lazy(() => import('../../features/wallet/components/wallet-summary'));

function WalletEntry() {
  const { t } = useTranslation();
  const customerid = useClientStore((state) => state.userInfo?.customerid);
  const content = customerid ? (
    <Suspense fallback={<Spin size="small" />}>
      <WalletSummary customerid={customerid} />
    </Suspense>
  ) : (
    <Link to={loginPath('/wallet/index')}>{t('header.walletLogin')}</Link>
  );
  return (
    <Popover content={content} placement="bottom">
      <Link to="/wallet/index" className="header-icon" aria-label={t('header.wallet')}>
        <WalletOutlined />
        <span>{t('header.wallet')}</span>
      </Link>
    </Popover>
  );
}

/** The signed-in user's messages, with how many are unread (read again when the window regains focus). */
function MessagesEntry() {
  const { t } = useTranslation();
  const unread = useUnreadMessageCount().data?.unread ?? 0;
  const label = unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages');
  return (
    <Link to="/message/index" className="header-icon" aria-label={label} data-testid="header-messages">
      <CountBadge count={unread}>
        <BellOutlined />
      </CountBadge>
      <span>{t('header.messages')}</span>
    </Link>
  );
}

/**
 * Messages (signed in), wallet, favourites and cart. The badges read 99+ above 99. A seller has
 * no favourites or cart (buyer pages): its wallet is the merchant console's.
 */
export function HeaderIcons() {
  const { t } = useTranslation();
  const cartCount = useClientStore((state) => state.cartCount);
  const signedIn = useClientStore((state) => Boolean(state.userInfo));
  const seller = useClientStore((state) => state.userInfo?.role === 'seller' || state.userInfo?.isStore === true);
  return (
    <div className="header-icons">
      {signedIn && <MessagesEntry />}
      {seller ? (
        <Link to="/merchant/wallet" className="header-icon" aria-label={t('header.wallet')}>
          <WalletOutlined />
          <span>{t('header.wallet')}</span>
        </Link>
      ) : (
        <WalletEntry />
      )}
      {!seller && (
        <>
          <Link to="/buyer/homeFavorite" className="header-icon" aria-label={t('header.favorites')}>
            <HeartOutlined />
            <span>{t('header.favorites')}</span>
          </Link>
          <Link to="/shoppingCart" className="header-icon" aria-label={t('header.cart')}>
            <CountBadge count={cartCount}>
              <ShoppingCartOutlined />
            </CountBadge>
            <span>{t('header.cart')}</span>
          </Link>
        </>
      )}
    </div>
  );
}
