import { RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A section of the home (pages/home-page.tsx): its title, a link to see more, and its goods or stores.
 * The server's first view of the home has the first of them (prerender.tsx HomeTemplate).
 */
export function HomeSection({ id, title, more, children }: { id: string; title: string; more: string; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <section className="home-section" aria-labelledby={id}>
      <header className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <Link to={more} className="home-section__more" aria-label={t('home.moreOf', { section: title })}>
          {/* The section's name, for whoever reads the link out of its place (search engines, link lists). */}
          {t('home.more')}
          <span className="visually-hidden"> {title}</span> <RightOutlined />
        </Link>
      </header>
      {children}
    </section>
  );
}
