import { useLocation } from 'react-router';
import { useClientStore } from '../../lib/store';
import { BrandLogo } from './brand-logo';
import { GuestLinks } from './guest-links';
import { HeaderIcons } from './header-icons';
import { NavStrips } from './nav-strips';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

/** Pages of a store have their own header: the top bar goes (spec section 2). */
export const SHOP_PATH_PREFIX = '/shop/';
const inShop = (pathname: string) => pathname.startsWith(SHOP_PATH_PREFIX);

export function AppHeader() {
  const user = useClientStore((state) => state.userInfo);
  const { pathname } = useLocation();
  return (
    <header className="app-header">
      {!inShop(pathname) && <TopBar />}
      <div className="page-container app-header__inner">
        <BrandLogo />
        <SearchBox />
        <div className="app-header__actions">
          {user ? <UserMenu user={user} /> : <GuestLinks />}
          <HeaderIcons />
        </div>
      </div>
      <NavStrips />
    </header>
  );
}
