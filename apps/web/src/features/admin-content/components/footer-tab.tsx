import { FOOTER_ARTICLES_PER_CATEGORY, type AdminArticleCategory, type AdminArticleListItem } from '@wm/contracts';
import { Button, Card, Empty, Select, Skeleton, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useAdminArticles, useArticleCategories, useSetFooterArticles } from '../api/use-admin-content';
import { OrderedList } from './ordered-list';

/** The articles of one category the footer lists, in order; the rest stay in the help centre. */
function FooterCategory({ category }: { category: AdminArticleCategory }) {
  const { t } = useTranslation('admin-content');
  const lang = currentLanguage();
  const articles = useAdminArticles(category.categoryId, 1, 100);
  const save = useSetFooterArticles();
  const all = articles.data?.list ?? [];
  const saved = all.filter((a) => a.inFooter);
  const [chosen, setChosen] = useState<AdminArticleListItem[]>([]);
  useEffect(() => setChosen(saved), [articles.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const others = all.filter((a) => !chosen.some((c) => c.id === a.id));
  const changed = chosen.map((a) => a.id).join() !== saved.map((a) => a.id).join();

  return (
    <Card size="small" className="admin-content__card" title={category.name[lang]} data-testid={`footer-category-${category.categoryId}`}>
      {articles.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <OrderedList items={chosen} keyOf={(a) => a.id} render={(a) => a.title[lang]} onChange={setChosen} />
          <Select
            className="admin-content__footer-add"
            placeholder={t('footer.add')}
            value={null}
            disabled={chosen.length >= FOOTER_ARTICLES_PER_CATEGORY || others.length === 0}
            options={others.map((a) => ({ value: a.id, label: a.title[lang] }))}
            onChange={(id: number) => setChosen([...chosen, all.find((a) => a.id === id)!])}
          />
          <Button
            type="primary"
            disabled={!changed}
            loading={save.isPending}
            onClick={() => save.mutate({ categoryId: category.categoryId, articleIds: chosen.map((a) => a.id) }, { onSuccess: () => void message.success(t('saved')) })}
          >
            {t('save')}
          </Button>
        </>
      )}
    </Card>
  );
}

export function FooterTab() {
  const { t } = useTranslation('admin-content');
  const categories = useArticleCategories();
  if (categories.isPending) return <Skeleton active />;
  const listed = (categories.data ?? []).filter((c) => c.enabled && c.categoryType !== 2);
  return (
    <div className="admin-content__tab">
      <p className="admin-content__hint">{t('footer.hint', { max: FOOTER_ARTICLES_PER_CATEGORY })}</p>
      {listed.length === 0 ? <Empty /> : <div className="admin-content__cards">{listed.map((c) => <FooterCategory key={c.categoryId} category={c} />)}</div>}
    </div>
  );
}
