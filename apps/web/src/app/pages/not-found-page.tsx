import { CompassOutlined, HomeOutlined, SearchOutlined } from '@ant-design/icons';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { HOME_PATH, keywordSearchPath } from '../../lib/paths';
import './not-found-page.css';

/**
 * An address that leads to no page: said plainly (not the look of an empty list), with the
 * way home, a search of the goods and the sections a buyer most often looks for.
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    void navigate(keywordSearchPath(typeof keyword === 'string' ? keyword : ''));
  };

  return (
    <section className="page-container page-section not-found" aria-labelledby="not-found-title">
      <CompassOutlined className="not-found__mark" aria-hidden />
      <p className="not-found__code" aria-hidden>
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {t('notFoundPage.title')}
      </h1>
      <p className="not-found__text">{t('notFoundPage.text', { path: pathname })}</p>
      <form role="search" aria-label={t('notFoundPage.searchLabel')} className="search-box not-found__search" onSubmit={search}>
        <input name="keyword" type="search" className="search-box__input" placeholder={t('header.searchPlaceholder')} aria-label={t('notFoundPage.searchLabel')} />
        <button type="submit" className="search-box__button">
          <SearchOutlined aria-hidden />
          <span>{t('header.search')}</span>
        </button>
      </form>
      <nav className="not-found__links" aria-label={t('notFoundPage.elsewhere')}>
        <Link to={HOME_PATH} className="not-found__home">
          <HomeOutlined aria-hidden />
          {t('notFoundPage.home')}
        </Link>
        <Link to="/newArrival">{t('routes.newArrival')}</Link>
        <Link to="/hotspotStore">{t('routes.hotspotStore')}</Link>
      </nav>
    </section>
  );
}
