import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@wm/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  // Not in the spec's list; the buyer's notices and order events live there.
  { label: 'userMenu.messages', to: '/message/index' },
] as const;

/**
 * A store's account: its merchant console's sections. A store cannot buy, so the buyer's
 * entries (each of which would answer 403) are not offered; messages are everyone's.
 */
const SELLER_MENU = [
  { label: 'userMenu.merchantConsole', to: '/merchant/dashboard' },
  { label: 'userMenu.myStore', to: '/merchant/store' },
  { label: 'userMenu.myGoods', to: '/merchant/goods' },
  { label: 'userMenu.stock', to: '/merchant/stock' },
  { label: 'userMenu.ordersToShip', to: '/merchant/orders' },
  { label: 'userMenu.storeWallet', to: '/merchant/wallet' },
  { label: 'userMenu.messages', to: '/message/index' },
] as const;
const isSeller = (user: UserInfo) => user.role === 'seller' || user.isStore;

// A popover of links rather than antd's Dropdown: the menu component would weigh on every page.
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Opened from the keyboard: which item takes the focus once the menu is there.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (at: number) => {
    const all = items();
    if (all.length > 0) all[(at + all.length) % all.length]!.focus();
  };

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    // The popover renders its content on opening: wait for it.
    let frame = requestAnimationFrame(function tryFocus() {
      if (!list.current) {
        frame = requestAnimationFrame(tryFocus);
        return;
      }
      focusItem(focusOnOpen.current === 'last' ? -1 : 0);
      focusOnOpen.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // The menu button pattern: Enter, Space and the arrows open it; arrows move, Escape closes.
  const onButtonKey = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      if (open) focusItem(focusOnOpen.current === 'last' ? -1 : 0);
      else setOpen(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const at = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };

  // Home first: a signed-in page left open would ask the server again without the token and
  // send the visitor to the login page instead.
  const logout = async () => {
    setOpen(false);
    await navigate(HOME_PATH);
    await signOut();
    queryClient.clear();
  };

  const menu = (
    <ul className="link-menu" role="menu" aria-label={t('userMenu.label')} ref={list} onKeyDown={onMenuKey}>
      {(isSeller(user) ? SELLER_MENU : USER_MENU).map((item) => (
        <li key={item.to} role="none">
          <Link role="menuitem" tabIndex={-1} to={item.to} onClick={() => setOpen(false)}>
            {t(item.label)}
          </Link>
        </li>
      ))}
      <li role="none" className="link-menu__separated">
        <button type="button" role="menuitem" tabIndex={-1} onClick={() => void logout()}>
          {t('userMenu.logout')}
        </button>
      </li>
    </ul>
  );

  return (
    <Popover content={menu} placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <button type="button" ref={button} className="header-account" aria-haspopup="menu" aria-expanded={open} onKeyDown={onButtonKey}>
        {user.avatar ? <img className="header-account__avatar" src={user.avatar} alt="" /> : <UserOutlined className="header-account__avatar" />}
        <span className="header-account__name">{user.realName || user.mobile}</span>
        <DownOutlined />
      </button>
    </Popover>
  );
}
