import { SearchOutlined } from '@ant-design/icons';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { GOODS_LIST_PATH, keywordSearchPath } from '../../lib/paths';
import { HotWords } from './hot-words';

/**
 * Keyword search: Enter or the button opens the goods list; the hot words below
 * search themselves. A native form rather than antd's Input.Search, which brings
 * antd's whole form machinery into the first page's code.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === GOODS_LIST_PATH ? (params.get('keyword') ?? '') : '';

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    void navigate(keywordSearchPath(typeof keyword === 'string' ? keyword : ''));
  };

  return (
    <div className="header-search">
      <form role="search" className="search-box" onSubmit={search}>
        <input
          // Remounted when the list's keyword changes, so the box shows what is being listed.
          key={current}
          name="keyword"
          type="search"
          className="search-box__input"
          defaultValue={current}
          placeholder={t('header.searchPlaceholder')}
          aria-label={t('header.searchPlaceholder')}
        />
        <button type="submit" className="search-box__button">
          <SearchOutlined aria-hidden />
          <span>{t('header.search')}</span>
        </button>
      </form>
      <HotWords onSearch={(word) => void navigate(keywordSearchPath(word))} />
    </div>
  );
}
