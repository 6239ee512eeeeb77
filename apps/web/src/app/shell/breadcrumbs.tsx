import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Crumb } from '../use-route-meta';

const HOME: Crumb = { title: 'routes.home', pathname: '/home' };

// Plain links rather than antd's Breadcrumb, which brings its dropdown menu into the first page's code.
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  const crumbs = [HOME, ...trail];
  return (
    <nav className="breadcrumbs page-container" aria-label={t('breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.pathname}`}>
            {index < crumbs.length - 1 ? <Link to={crumb.pathname}>{t(crumb.title)}</Link> : <span aria-current="page">{t(crumb.title)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
