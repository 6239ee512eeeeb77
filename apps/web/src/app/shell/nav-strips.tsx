import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useWebsiteConfig } from '../../features/content/api/use-site-content';
import { CategoryMenu } from './category-menu';
import { CurrencySelect } from './currency-select';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'strip-link strip-link--active' : 'strip-link');

/** Categories, New Arrivals, New Stores and Track (the tracking site of the settings, in a new tab). */
function PrimaryStrip() {
  const { t } = useTranslation();
  const { data: config } = useWebsiteConfig();
  return (
    <nav className="primary-strip" aria-label={t('nav.primary')}>
      <div className="page-container primary-strip__inner">
        <CategoryMenu label={t('nav.categories')} variant="primary" />
        <NavLink to="/newArrival" className={navClass}>
          {t('routes.newArrival')}
        </NavLink>
        <NavLink to="/newStore" className={navClass}>
          {t('routes.newStore')}
        </NavLink>
        {/* Only when the settings name a tracking site. */}
        {config?.trackUrl && (
          <a className="strip-link" href={config.trackUrl} target="_blank" rel="noopener noreferrer">
            {t('nav.track')}
            <ExportOutlined className="strip-link__external" aria-hidden />
          </a>
        )}
      </div>
    </nav>
  );
}

const SECTIONS = [
  { to: '/home', label: 'routes.home' },
  { to: '/newStore', label: 'routes.newStore' },
  { to: '/newArrival', label: 'routes.newArrival' },
  { to: '/hotspotStore', label: 'routes.hotspotStore' },
  { to: '/mySeller', label: 'routes.mySeller' },
] as const;

/** Home, the store and goods sections, all categories and the display currency. */
function SectionStrip() {
  const { t } = useTranslation();
  return (
    <nav className="section-strip" aria-label={t('nav.sections')}>
      <div className="page-container section-strip__inner">
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} className={navClass}>
            {t(section.label)}
          </NavLink>
        ))}
        <CategoryMenu label={t('routes.classify')} variant="tab" />
        <div className="section-strip__end">
          <CurrencySelect />
        </div>
      </div>
    </nav>
  );
}

export function NavStrips() {
  return (
    <>
      <PrimaryStrip />
      <SectionStrip />
    </>
  );
}
