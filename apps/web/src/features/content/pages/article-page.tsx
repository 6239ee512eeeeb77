import { Button, Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { HOME_PATH } from '../../../lib/paths';
import { useArticle, useCategoryArticles } from '../api/use-site-content';
import { articlePath, parseArticleId } from '../article-links';
import '../content.css';

const LOCALE: Record<string, string> = { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP' };

function usePublishTimeFormat() {
  const language = currentLanguage();
  return useMemo(() => new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeStyle: 'short' }), [language]);
}

function MissingArticle() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
    <Empty className="article-missing" description={t('notFound')}>
      <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
        {t('backHome')}
      </Button>
    </Empty>
  );
}

/** The other articles of the category, the one shown marked as current. */
function CategoryArticles({ categoryId, categoryName, currentId }: { categoryId: number; categoryName: string; currentId: number }) {
  const { t } = useTranslation('content');
  const { data } = useCategoryArticles(categoryId);
  return (
    <nav className="article-side" aria-label={t('inCategory', { category: categoryName })}>
      <h2 className="article-side__title">{categoryName}</h2>
      <ul>
        {data?.list.map((item) => (
          <li key={item.id}>
            {item.id === currentId ? (
              <span className="article-side__current" aria-current="page">
                {item.title}
              </span>
            ) : (
              <Link to={articlePath(item.id)}>{item.title}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /article/index?id=: a help article (the server sends safe HTML) beside its category's articles. */
export default function ArticlePage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = parseArticleId(params.get('id'));
  const { data: article, isPending, isError } = useArticle(id);
  const formatTime = usePublishTimeFormat();

  if (id === null || isError) {
    return (
      <section className="page-container page-section">
        <MissingArticle />
      </section>
    );
  }
  if (isPending) {
    return (
      <section className="page-container page-section article-loading">
        <Spin />
      </section>
    );
  }
  return (
    <section className="page-container page-section article-layout">
      <article className="article">
        <h1 className="article__title">{article.title}</h1>
        <p className="article__meta">
          <time dateTime={article.publishTime}>{t('published', { time: formatTime.format(new Date(article.publishTime)) })}</time>
        </p>
        {/* Sanitised by the server: only text markup and http(s) links reach this point. */}
        <div className="article__content" dangerouslySetInnerHTML={{ __html: article.content }} />
      </article>
      <CategoryArticles categoryId={article.categoryId} categoryName={article.categoryName} currentId={article.id} />
    </section>
  );
}
