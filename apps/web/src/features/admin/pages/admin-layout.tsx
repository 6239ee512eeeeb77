import { AppstoreOutlined, DollarOutlined, GiftOutlined, NotificationOutlined, AuditOutlined, BankOutlined, CustomerServiceOutlined, DashboardOutlined, FileTextOutlined, HistoryOutlined, LogoutOutlined, SettingOutlined, ShopOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Menu, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useOpenSectionInView } from '../../../lib/console-frame';
import { HOME_PATH, loginPath } from '../../../lib/paths';
import { signOut } from '../../../lib/session';
import { useClientStore } from '../../../lib/store';
import '../admin.css';

const SECTIONS = [
  { key: '/admin', icon: <DashboardOutlined />, label: 'admin-users:nav.home' },
  { key: '/admin/users', icon: <TeamOutlined />, label: 'admin-users:nav.users' },
  { key: '/admin/audits', icon: <AuditOutlined />, label: 'nav.audits' },
  { key: '/admin/withdrawals', icon: <WalletOutlined />, label: 'nav.withdrawals' },
  { key: '/admin/payments', icon: <BankOutlined />, label: 'nav.payments' },
  { key: '/admin/stores', icon: <ShopOutlined />, label: 'nav.stores' },
  { key: '/admin/goods', icon: <AppstoreOutlined />, label: 'nav.goods' },
  { key: '/admin/after-sales', icon: <CustomerServiceOutlined />, label: 'nav.afterSales' },
  { key: '/admin/content', icon: <FileTextOutlined />, label: 'admin-content:nav.content' },
  { key: '/admin/settings', icon: <SettingOutlined />, label: 'nav.settings' },
  { key: '/admin/rates', icon: <DollarOutlined />, label: 'admin-marketing:nav.rates' },
  { key: '/admin/coupons', icon: <GiftOutlined />, label: 'admin-marketing:nav.coupons' },
  { key: '/admin/notices', icon: <NotificationOutlined />, label: 'admin-marketing:nav.notices' },
  { key: '/admin/audit-log', icon: <HistoryOutlined />, label: 'admin-users:nav.auditLog' },
] as const;

/** Staff only: anyone else signed in is told so (visitors were sent to log in by the route guard). */
function Forbidden() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Result
      className="admin-forbidden"
      status="403"
      title="403"
      subTitle={t('forbidden')}
      extra={
        <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
          {t('backToStore')}
        </Button>
      }
    />
  );
}

/** The operator console: its own frame with a side menu, no storefront shell. */
export default function AdminLayout() {
  const { t } = useTranslation('admin');
  const user = useClientStore((state) => state.userInfo);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The home page is /admin itself; every other section also owns the paths under it.
  const selected = SECTIONS.find((section) => (section.key === '/admin' ? pathname.replace(/\/$/, '') === '/admin' : pathname.startsWith(section.key)))?.key;
  useOpenSectionInView(selected);

  if (user?.role !== 'operator') return <Forbidden />;

  const logout = async () => {
    await signOut();
    queryClient.clear();
    void navigate(loginPath('/admin'));
  };

  return (
    <Layout className="admin-shell console-frame">
      <Layout.Header className="admin-header">
        <span className="admin-header__title">{t('title')}</span>
        <span className="admin-header__user">
          <Link to={HOME_PATH} className="admin-header__link">
            <ShopOutlined /> {t('storefront')}
          </Link>
          <span data-testid="admin-user">{user.realName || user.mobile}</span>
          <Button type="text" size="small" icon={<LogoutOutlined />} onClick={() => void logout()} className="admin-header__logout">
            {t('logout')}
          </Button>
        </span>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={220} theme="light" className="admin-sider">
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={SECTIONS.map((section) => ({ key: section.key, icon: section.icon, label: <Link to={section.key}>{t(section.label)}</Link> }))}
          />
        </Layout.Sider>
        <Layout.Content className="admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
