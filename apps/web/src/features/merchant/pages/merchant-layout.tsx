import { AppstoreOutlined, AuditOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, WalletOutlined, LogoutOutlined, ShopOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@wm/contracts';
import { Button, Layout, Menu, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useOpenSectionInView } from '../../../lib/console-frame';
import { HOME_PATH, loginPath } from '../../../lib/paths';
import { signOut } from '../../../lib/session';
import { useClientStore } from '../../../lib/store';
import '../merchant.css';

const SECTIONS = [
  { key: '/merchant/dashboard', icon: <DashboardOutlined />, label: 'nav.dashboard' },
  { key: '/merchant/store', icon: <ShopOutlined />, label: 'nav.store' },
  { key: '/merchant/goods', icon: <AppstoreOutlined />, label: 'nav.goods' },
  { key: '/merchant/stock', icon: <DatabaseOutlined />, label: 'nav.stock' },
  { key: '/merchant/orders', icon: <SendOutlined />, label: 'nav.orders' },
  { key: '/merchant/after-sales', icon: <CustomerServiceOutlined />, label: 'nav.afterSales' },
  { key: '/merchant/agreements', icon: <AuditOutlined />, label: 'nav.agreements' },
  { key: '/merchant/wallet', icon: <WalletOutlined />, label: 'nav.wallet' },
] as const;

/** A store's account: registered as a seller (the store user of the spec). */
const isSeller = (user: UserInfo) => user.role === 'seller' || user.isStore;

/** Sellers only: anyone else signed in is told so (visitors were sent to sign in by the route guard). */
function Forbidden() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  return (
    <Result
      className="merchant-forbidden"
      status="403"
      title="403"
      subTitle={t('forbidden')}
      extra={[
        <Button type="primary" key="home" onClick={() => void navigate(HOME_PATH)}>
          {t('backToStore')}
        </Button>,
        <Button key="register" onClick={() => void navigate('/login/merchantRegister?type=merchant')}>
          {t('becomeSeller')}
        </Button>,
      ]}
    />
  );
}

/** The merchant console: its own frame with a side menu, no storefront shell. */
export default function MerchantLayout() {
  const { t } = useTranslation('merchant');
  const user = useClientStore((state) => state.userInfo);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const selected = SECTIONS.find((section) => pathname.startsWith(section.key))?.key;
  useOpenSectionInView(selected);

  if (!user || !isSeller(user)) return <Forbidden />;

  const logout = async () => {
    await signOut();
    queryClient.clear();
    void navigate(loginPath('/merchant'));
  };

  return (
    <Layout className="merchant-shell console-frame">
      <Layout.Header className="merchant-header">
        <span className="merchant-header__title">{t('title')}</span>
        <span className="merchant-header__user">
          <Link to={HOME_PATH} className="merchant-header__link">
            <ShopOutlined /> {t('storefront')}
          </Link>
          <span data-testid="merchant-user">{user.realName || user.mobile}</span>
          <Button type="text" size="small" icon={<LogoutOutlined />} onClick={() => void logout()} className="merchant-header__logout">
            {t('logout')}
          </Button>
        </span>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={220} theme="light" className="merchant-sider">
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={SECTIONS.map((section) => ({ key: section.key, icon: section.icon, label: <Link to={section.key}>{t(section.label)}</Link> }))}
          />
        </Layout.Sider>
        <Layout.Content className="merchant-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
