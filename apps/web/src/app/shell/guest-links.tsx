import { DownOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const GUEST_MENU = [
  { label: 'guest.loginNow', to: '/login/index?mode=1' },
  { label: 'guest.freeRegistration', to: '/login/merchantRegister?type=buyer' },
  { label: 'guest.wantToSell', to: '/login/merchantRegister?type=merchant' },
] as const;

/** Register / Log in for visitors, with the three ways in on hover (on a phone: Log in, whose page offers to register). */
export function GuestLinks() {
  const { t } = useTranslation();
  const menu = (
    <ul className="link-menu" role="menu">
      {GUEST_MENU.map((item) => (
        <li key={item.to} role="none">
          <Link role="menuitem" to={item.to}>
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <Popover content={menu} placement="bottomRight" arrow={false}>
      <div className="header-account">
        <Link to="/login/index?mode=0" className="header-account__register">
          {t('guest.register')}
        </Link>
        <span aria-hidden="true" className="header-account__register">
          /
        </span>
        <Link to="/login/index?mode=1">{t('guest.login')}</Link>
        <DownOutlined />
      </div>
    </Popover>
  );
}
