import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_LIMITS, LANGUAGES, type AdminArticleCategory, type AdminArticleListItem } from '@wm/contracts';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, List, Modal, Popconfirm, Radio, Select, Skeleton, Space, Switch, Table, Tabs, Tag, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { currentLanguage, LANGUAGE_LABELS } from '../../../lib/i18n';
import {
  useAdminArticle,
  useAdminArticles,
  useArticleCategories,
  useDeleteArticle,
  useDeleteArticleCategory,
  useSaveArticle,
  useSaveArticleCategory,
} from '../api/use-admin-content';
import { LocalizedInputs } from './localized-inputs';
import { SortEnabledFields } from './sort-enabled-fields';

// The editor (tiptap and ProseMirror) is its own chunk: only this drawer loads it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The form's control for an article body: the value and onChange the form gives pass through the lazy boundary. */
function ArticleBody(props: { value?: string; onChange?: (html: string) => void; testId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

type Texts = { en: string; zh: string; ja: string };
const EMPTY: Texts = { en: '', zh: '', ja: '' };

interface CategoryValues {
  name: Texts;
  categoryType: 0 | 1 | 2;
  linkUrl: string | null;
  sort: number;
  enabled: boolean;
}

function ArticleCategoryModal({ editing, onClose }: { editing: { id?: number; values: CategoryValues } | null; onClose: () => void }) {
  const { t } = useTranslation('admin-content');
  const save = useSaveArticleCategory();
  const [form] = Form.useForm<CategoryValues>();
  const type = Form.useWatch('categoryType', form);
  useEffect(() => {
    form.resetFields();
    if (editing) form.setFieldsValue(editing.values);
  }, [editing, form]);
  const submit = (values: CategoryValues) =>
    save.mutate(
      { id: editing?.id, body: { ...values, linkUrl: values.categoryType === 2 ? values.linkUrl : null } },
      { onSuccess: () => (void message.success(t('saved')), onClose()), onError: (error) => showServerFieldErrors(form, error) },
    );
  return (
    <Modal open={editing !== null} title={editing?.id ? t('articleCategories.edit') : t('articleCategories.add')} onCancel={onClose} onOk={() => form.submit()} okText={t('save')} cancelText={t('cancel')} confirmLoading={save.isPending} destroyOnHidden width={600}>
      <Form<CategoryValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <LocalizedInputs name="name" label={t('articleCategories.name')} max={CONTENT_LIMITS.name} />
        <Form.Item name="categoryType" label={t('articleCategories.type')}>
          <Radio.Group options={[0, 1, 2].map((value) => ({ value, label: t(`articleCategories.types.${value}`) }))} />
        </Form.Item>
        {type === 2 ? (
          <Form.Item name="linkUrl" label={t('articleCategories.linkUrl')} rules={[{ required: true, type: 'url', message: t('form.url') }]}>
            <Input placeholder="https://" />
          </Form.Item>
        ) : null}
        <SortEnabledFields withHint />
      </Form>
    </Modal>
  );
}

interface ArticleValues {
  categoryId: number;
  title: Texts;
  content: Texts;
  sort: number;
  published: boolean;
  publishAt: Dayjs | null;
  inFooter: boolean;
}

function ArticleDrawer({ open, id, categoryId, categories, onClose }: { open: boolean; id: number | null; categoryId: number | undefined; categories: AdminArticleCategory[]; onClose: () => void }) {
  const { t } = useTranslation('admin-content');
  const lang = currentLanguage();
  const article = useAdminArticle(id);
  const save = useSaveArticle();
  const [form] = Form.useForm<ArticleValues>();
  const published = Form.useWatch('published', form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (id === null) form.setFieldsValue({ categoryId: categoryId ?? categories[0]?.categoryId, title: EMPTY, content: EMPTY, sort: 0, published: true, publishAt: null, inFooter: true });
    else if (article.data)
      form.setFieldsValue({
        categoryId: article.data.categoryId,
        title: article.data.title,
        content: article.data.content,
        sort: article.data.sort,
        published: article.data.publishTime !== null,
        publishAt: article.data.publishTime ? dayjs(article.data.publishTime) : null,
        inFooter: article.data.inFooter,
      });
  }, [open, id, article.data, categoryId, categories, form]);

  const submit = ({ published: isPublished, publishAt, ...values }: ArticleValues) =>
    save.mutate(
      { id: id ?? undefined, body: { ...values, publishTime: isPublished ? (publishAt ?? dayjs()).toISOString() : null } },
      {
        onSuccess: () => (void message.success(t('saved')), onClose()),
        onError: (error) => showServerFieldErrors(form, error),
      },
    );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={id === null ? t('articles.add') : t('articles.edit')}
      size={880}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} loading={save.isPending} data-testid="article-save">
            {t('save')}
          </Button>
        </Space>
      }
    >
      {id !== null && article.isPending ? (
        <Skeleton active />
      ) : (
        <Form<ArticleValues> form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="article-form">
          <Space size="large" wrap>
            <Form.Item name="categoryId" label={t('articles.category')} rules={[{ required: true, message: t('form.required') }]}>
              <Select style={{ width: 240 }} options={categories.map((c) => ({ value: c.categoryId, label: c.name[lang] }))} />
            </Form.Item>
            <Form.Item name="sort" label={t('sort')}>
              <InputNumber min={0} max={1_000_000} precision={0} />
            </Form.Item>
            <Form.Item name="inFooter" label={t('articles.inFooter')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="published" label={t('articles.published')} valuePropName="checked">
              <Switch />
            </Form.Item>
            {published ? (
              <Form.Item name="publishAt" label={t('articles.publishAt')} extra={t('articles.publishAtHint')}>
                <DatePicker showTime />
              </Form.Item>
            ) : null}
          </Space>
          <Tabs
            items={LANGUAGES.map((l) => ({
              key: l,
              forceRender: true,
              label: LANGUAGE_LABELS[l],
              children: (
                <>
                  <Form.Item
                    name={['title', l]}
                    label={t('articles.title')}
                    rules={[
                      { required: true, whitespace: true, message: t('form.requiredIn', { language: LANGUAGE_LABELS[l] }) },
                      { max: CONTENT_LIMITS.title, message: t('form.tooLong', { max: CONTENT_LIMITS.title }) },
                    ]}
                  >
                    <Input maxLength={CONTENT_LIMITS.title} data-testid={`article-title-${l}`} />
                  </Form.Item>
                  <Form.Item name={['content', l]} label={t('articles.body')} rules={[{ required: true, message: t('form.requiredIn', { language: LANGUAGE_LABELS[l] }) }]}>
                    <ArticleBody testId={`article-body-${l}`} />
                  </Form.Item>
                </>
              ),
            }))}
          />
        </Form>
      )}
    </Drawer>
  );
}

/** Help-centre and footer articles: their categories on the left, the chosen category's articles on the right. */
export function ArticlesTab() {
  const { t } = useTranslation('admin-content');
  const lang = currentLanguage();
  const categories = useArticleCategories();
  const removeCategory = useDeleteArticleCategory();
  const removeArticle = useDeleteArticle();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [pageIndex, setPageIndex] = useState(1);
  const articles = useAdminArticles(categoryId, pageIndex);
  const [editingCategory, setEditingCategory] = useState<{ id?: number; values: CategoryValues } | null>(null);
  const [drawer, setDrawer] = useState<{ id: number | null } | null>(null);
  const list = categories.data ?? [];
  const nameOf = (id: number) => list.find((c) => c.categoryId === id)?.name[lang] ?? '';

  return (
    <div className="admin-content__split">
      <aside className="admin-content__side">
        <div className="admin-content__toolbar">
          <strong>{t('articleCategories.title')}</strong>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setEditingCategory({ values: { name: EMPTY, categoryType: 0, linkUrl: null, sort: 0, enabled: true } })}>
            {t('add')}
          </Button>
        </div>
        <List<AdminArticleCategory>
          loading={categories.isPending}
          dataSource={[{ categoryId: 0 } as AdminArticleCategory, ...list]}
          renderItem={(c) =>
            c.categoryId === 0 ? (
              <List.Item className={categoryId === undefined ? 'admin-content__item--active' : undefined} onClick={() => (setCategoryId(undefined), setPageIndex(1))}>
                {t('articles.all')}
              </List.Item>
            ) : (
              <List.Item
                className={categoryId === c.categoryId ? 'admin-content__item--active' : undefined}
                onClick={() => (setCategoryId(c.categoryId), setPageIndex(1))}
                actions={[
                  <Button key="edit" type="link" size="small" onClick={(e) => (e.stopPropagation(), setEditingCategory({ id: c.categoryId, values: { name: c.name, categoryType: c.categoryType, linkUrl: c.linkUrl, sort: c.sort, enabled: c.enabled } }))}>
                    {t('edit')}
                  </Button>,
                  <Popconfirm key="delete" title={t('articleCategories.deleteConfirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => removeCategory.mutateAsync(c.categoryId).then(() => void message.success(t('deleted')))}>
                    <Button type="link" size="small" danger onClick={(e) => e.stopPropagation()}>
                      {t('delete')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <span>
                  {c.name[lang]} <span className="admin-content__muted">({c.articleCount})</span> {c.enabled ? null : <Tag>{t('disabled')}</Tag>}
                </span>
              </List.Item>
            )
          }
        />
      </aside>
      <div className="admin-content__main">
        <div className="admin-content__toolbar">
          <strong>{categoryId ? nameOf(categoryId) : t('articles.all')}</strong>
          <Button type="primary" icon={<PlusOutlined />} disabled={list.length === 0} onClick={() => setDrawer({ id: null })} data-testid="article-add">
            {t('articles.add')}
          </Button>
        </div>
        <Table<AdminArticleListItem>
          rowKey="id"
          loading={articles.isPending}
          dataSource={articles.data?.list ?? []}
          size="middle"
          pagination={{ current: pageIndex, pageSize: 10, total: articles.data?.total ?? 0, onChange: setPageIndex, showSizeChanger: false }}
          columns={[
            { title: t('articles.title'), key: 'title', render: (_, row) => <span data-testid={`article-title-cell-${row.id}`}>{row.title[lang]}</span> },
            { title: t('articles.category'), key: 'category', width: 160, render: (_, row) => nameOf(row.categoryId) },
            {
              title: t('articles.state'),
              key: 'state',
              width: 200,
              render: (_, row) => (
                <Space size={4}>
                  {row.publishTime === null ? <Tag>{t('articles.draft')}</Tag> : new Date(row.publishTime) > new Date() ? <Tag color="gold">{t('articles.scheduled')}</Tag> : <Tag color="green">{t('articles.live')}</Tag>}
                  {row.inFooter ? <Tag color="blue">{t('articles.inFooter')}</Tag> : null}
                </Space>
              ),
            },
            {
              title: t('actions'),
              key: 'actions',
              width: 160,
              render: (_, row) => (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => setDrawer({ id: row.id })} data-testid={`article-edit-${row.id}`}>
                    {t('edit')}
                  </Button>
                  <Popconfirm title={t('articles.deleteConfirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => removeArticle.mutateAsync(row.id).then(() => void message.success(t('deleted')))}>
                    <Button type="link" size="small" danger>
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </div>
      <ArticleCategoryModal editing={editingCategory} onClose={() => setEditingCategory(null)} />
      <ArticleDrawer open={drawer !== null} id={drawer?.id ?? null} categoryId={categoryId} categories={list} onClose={() => setDrawer(null)} />
    </div>
  );
}
