import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWebsiteConfig } from '../../features/content/api/use-site-content';

function DefaultLogo({ name }: { name: string }) {
  return (
    <>
      <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M6 11l3.2 12h2.6L16 14l4.2 9h2.6L26 11h-3l-1.9 7.6L17.3 11h-2.6l-3.8 7.6L9 11z" fill="#fff" />
      </svg>
      <span className="brand-logo__name">{name}</span>
    </>
  );
}

/** The site's logo from its settings (websiteIcon), or the default one; it always leads home. */
export function BrandLogo() {
  const { t } = useTranslation();
  const { data: config, isPending } = useWebsiteConfig();
  const name = config?.websiteTitle || t('brand');
  return (
    <Link to="/home" className="brand-logo" aria-label={name}>
      {/* Nothing while the settings load, so that the default logo does not flash before the site's. */}
      {isPending ? null : config?.websiteIcon ? <img className="brand-logo__image" src={config.websiteIcon} alt="" /> : <DefaultLogo name={name} />}
    </Link>
  );
}
