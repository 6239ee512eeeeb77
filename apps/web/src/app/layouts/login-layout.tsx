import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { useWebsiteConfig } from '../../features/content/api/use-site-content';
import { AppFooter } from '../shell/app-footer';
import { BrandLogo } from '../shell/brand-logo';

function RegisterLoginLink() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: config } = useWebsiteConfig();
  // Merchants sign in on their own back-office when the site settings name one; otherwise
  // here, like everyone, and reach the merchant console from the user menu.
  if (params.get('type') === 'merchant' && config?.merchantPortalUrl) {
    return (
      <a className="login-header__link" href={config.merchantPortalUrl}>
        {t('loginShell.login')}
      </a>
    );
  }
  return (
    <Link className="login-header__link" to="/login/index?mode=1">
      {t('loginShell.login')}
    </Link>
  );
}

export function LoginLayout() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell login-shell">
      <header className="login-header">
        <div className="page-container login-header__inner">
          <BrandLogo />
          {pathname === '/login/merchantRegister' && <RegisterLoginLink />}
        </div>
      </header>
      <main className="app-main app-main--white login-main">
        <Outlet />
      </main>
      <AppFooter compact />
    </div>
  );
}
