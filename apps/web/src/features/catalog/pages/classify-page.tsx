import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryListPath } from '../../../lib/paths';
import { useCategoryTree } from '../api/use-catalog';
import '../catalog.css';

/** /classify: every category, three levels, each a link to its goods. */
export default function ClassifyPage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  const tree = useCategoryTree();
  return (
    <section className="page-container page-section catalog-page">
      <h1 className="page-title">{t('routes.classify')}</h1>
      {!tree.data ? (
        <Spin className="catalog-loading" />
      ) : tree.data.length === 0 ? (
        <Empty description={tc('common.noData')} />
      ) : (
        <div className="classify-tree">
          {tree.data.map((top) => (
            <section key={top.categoryId} className="classify-tree__group" aria-label={top.categoryName}>
              <h2 className="classify-tree__top">
                <Link to={categoryListPath(top.categoryId)}>{top.categoryName}</Link>
              </h2>
              <div className="classify-tree__rows">
                {top.children.map((second) => (
                  <div key={second.categoryId} className="classify-tree__row">
                    <Link className="classify-tree__second" to={categoryListPath(second.categoryId)}>
                      {second.categoryName}
                    </Link>
                    <div className="classify-tree__thirds">
                      {second.children.map((third) => (
                        <Link key={third.categoryId} to={categoryListPath(third.categoryId)}>
                          {third.categoryName}
                        </Link>
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
