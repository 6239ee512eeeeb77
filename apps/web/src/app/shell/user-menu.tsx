import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@wm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH } from '../../lib/paths';
import { signOut } from '../../lib/session';

/** The user menu of the spec (section 2), in its order; Logout comes last. */
const USER_MENU = [
  { label: 'userMenu.buyerCentral', to: '/personalCenter/index' },
  { label: 'userMenu.purchaseOrders', to: '/purchaseOrderManage/purchaseOrderList' },
  { label: 'userMenu.salesOrders', to: '/salesOrderManage/SalesOrderList' },
  { label: 'userMenu.sellingExpenses', to: '/purchaseOrderManage/sellingExpenses' },
  { label: 'userMenu.mySellers', to: '/mySeller' },
  { label: 'userMenu.complexTransactions', to: '/complexTransaction/index' },
  { label: 'userMenu.productCollection', to: '/buyer/homeFavorite' },
  { label: 'userMenu.inventory', to: '/inventoryManage/index' },
  { label: 'userMenu.shippingAddress', to: '/accountSetting/index?activeComponents=address' },
  { label: 'userMenu.accountSetting', to: '/accountSetting/index' },
  { label: 'userMenu.afterSales', to: '/afterSalesManage/index' },
  { label: 'userMenu.myCoupon', to: '/coupon/index' },
] as const;

// A popover of links rather than antd's Dropdown: the menu component would weigh on every page.
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  // Home first: a signed-in page left open would ask the server again without the token and
  // send the visitor to the login page instead.
  const logout = async () => {
    setOpen(false);
    await navigate(HOME_PATH);
    await signOut();
    queryClient.clear();
  };

  const menu = (
    <ul className="link-menu" role="menu" aria-label={t('userMenu.label')}>
      {USER_MENU.map((item) => (
        <li key={item.to} role="none">
          <Link role="menuitem" to={item.to} onClick={() => setOpen(false)}>
            {t(item.label)}
          </Link>
        </li>
      ))}
      <li role="none" className="link-menu__separated">
        <button type="button" role="menuitem" onClick={() => void logout()}>
          {t('userMenu.logout')}
        </button>
      </li>
    </ul>
  );

  return (
    <Popover content={menu} placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <button type="button" className="header-account" aria-haspopup="menu" aria-expanded={open}>
        {user.avatar ? <img className="header-account__avatar" src={user.avatar} alt="" /> : <UserOutlined className="header-account__avatar" />}
        <span className="header-account__name">{user.realName || user.mobile}</span>
        <DownOutlined />
      </button>
    </Popover>
  );
}
