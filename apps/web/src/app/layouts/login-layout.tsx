import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { AppFooter } from '../shell/app-footer';
import { BrandLogo } from '../shell/brand-logo';

/** Merchants sign in on their own back-office. */
const MERCHANT_BACK_OFFICE_URL = '/merchant';

function RegisterLoginLink() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('type') === 'merchant') {
    return (
      <a className="login-header__link" href={MERCHANT_BACK_OFFICE_URL}>
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
