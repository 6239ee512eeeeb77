import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { CATEGORY_MAX_LEVEL, CONTENT_LIMITS, HOME_PANEL_CATEGORIES, type AdminCategory } from '@wm/contracts';
import { Button, Form, Modal, Popconfirm, Space, Table, Tag, TreeSelect, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useAdminCategories, useDeleteCategory, useReorderCategories, useSaveCategory } from '../api/use-admin-content';
import { LocalizedInputs } from './localized-inputs';
import { PictureField } from './picture-field';
import { SortEnabledFields } from './sort-enabled-fields';

interface Values {
  parentId: number | null;
  name: { en: string; zh: string; ja: string };
  icon: string | null;
  image: string | null;
  sort: number;
  enabled: boolean;
}

type Editing = { id?: number; values: Values } | null;

/** Categories a category may move under: not itself nor its own branch, and deep enough room left. */
interface Choice {
  value: number;
  title: string;
  children: Choice[];
}
function parentChoices(tree: AdminCategory[], lang: 'en' | 'zh' | 'ja', exclude: number | undefined): Choice[] {
  const walk = (nodes: AdminCategory[]): Choice[] =>
    nodes
      .filter((n) => n.categoryId !== exclude && n.level < CATEGORY_MAX_LEVEL)
      .map((n) => ({ value: n.categoryId, title: n.name[lang], children: walk(n.children) }));
  return walk(tree);
}

function siblingsOf(tree: AdminCategory[], parentId: number | null): AdminCategory[] {
  if (parentId === null) return tree;
  const find = (nodes: AdminCategory[]): AdminCategory | undefined => {
    for (const n of nodes) {
      if (n.categoryId === parentId) return n;
      const inner = find(n.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(tree)?.children ?? [];
}

/** The product category tree: names in three languages, icon, order, enabled; the first eight enabled top-level ones are the home panel's. */
export function CategoriesTab() {
  const { t } = useTranslation('admin-content');
  const lang = currentLanguage();
  const categories = useAdminCategories();
  const save = useSaveCategory();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<Values>();
  const tree = categories.data ?? [];

  const open = (next: Editing) => {
    setEditing(next);
    form.resetFields();
    if (next) form.setFieldsValue(next.values);
  };
  const submit = (values: Values) =>
    save.mutate(
      { id: editing?.id, body: { ...values, parentId: values.parentId ?? null } },
      {
        onSuccess: () => {
          void message.success(t('saved'));
          setEditing(null);
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  const move = (category: AdminCategory, step: -1 | 1) => {
    const siblings = siblingsOf(tree, category.parentId).map((c) => c.categoryId);
    const at = siblings.indexOf(category.categoryId);
    const to = at + step;
    if (to < 0 || to >= siblings.length) return;
    [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
    reorder.mutate({ parentId: category.parentId, categoryIds: siblings });
  };

  const blank = (parentId: number | null): Values => ({ parentId, name: { en: '', zh: '', ja: '' }, icon: null, image: null, sort: 0, enabled: true });

  return (
    <div className="admin-content__tab">
      <div className="admin-content__toolbar">
        <span className="admin-content__hint">{t('categories.homeHint', { count: HOME_PANEL_CATEGORIES })}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ values: blank(null) })} data-testid="category-add">
          {t('categories.addTop')}
        </Button>
      </div>
      <Table<AdminCategory>
        rowKey="categoryId"
        loading={categories.isPending}
        dataSource={tree}
        pagination={false}
        size="middle"
        expandable={{ childrenColumnName: 'children', rowExpandable: (row) => row.children.length > 0 }}
        columns={[
          {
            title: t('categories.name'),
            key: 'name',
            render: (_, row) => (
              <Space>
                {row.icon ? <img src={row.icon} alt="" className="admin-content__icon" /> : null}
                <span data-testid={`category-name-${row.categoryId}`}>{row.name[lang]}</span>
                <span className="admin-content__muted">{(['en', 'zh', 'ja'] as const).filter((l) => l !== lang).map((l) => row.name[l]).join(' / ')}</span>
              </Space>
            ),
          },
          {
            title: t('categories.state'),
            key: 'state',
            width: 180,
            render: (_, row) => (
              <Space size={4}>
                {row.enabled ? null : <Tag>{t('disabled')}</Tag>}
                {row.onHomePanel ? <Tag color="blue">{t('categories.onHomePanel')}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('categories.order'),
            key: 'order',
            width: 110,
            render: (_, row) => (
              <Space size={0}>
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('moveUp')} onClick={() => move(row, -1)} loading={reorder.isPending} />
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('moveDown')} onClick={() => move(row, 1)} loading={reorder.isPending} />
              </Space>
            ),
          },
          {
            title: t('actions'),
            key: 'actions',
            width: 260,
            render: (_, row) => (
              <Space size={4}>
                <Button
                  type="link"
                  size="small"
                  data-testid={`category-edit-${row.categoryId}`}
                  onClick={() => open({ id: row.categoryId, values: { parentId: row.parentId, name: row.name, icon: row.icon, image: row.image, sort: row.sort, enabled: row.enabled } })}
                >
                  {t('edit')}
                </Button>
                {row.level < CATEGORY_MAX_LEVEL ? (
                  <Button type="link" size="small" onClick={() => open({ values: blank(row.categoryId) })}>
                    {t('categories.addChild')}
                  </Button>
                ) : null}
                <Popconfirm title={t('categories.deleteConfirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => remove.mutateAsync(row.categoryId).then(() => void message.success(t('deleted')))}>
                  <Button type="link" size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? t('categories.edit') : t('categories.add')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        destroyOnHidden
        width={640}
      >
        <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="category-form">
          <LocalizedInputs name="name" label={t('categories.name')} max={CONTENT_LIMITS.name} testId="category-name" />
          <Form.Item name="parentId" label={t('categories.parent')} extra={t('categories.parentHint')}>
            <TreeSelect allowClear treeDefaultExpandAll={false} placeholder={t('categories.topLevel')} treeData={parentChoices(tree, lang, editing?.id)} />
          </Form.Item>
          <Form.Item name="icon" label={t('categories.icon')}>
            <PictureField testId="category-icon" />
          </Form.Item>
          <Form.Item name="image" label={t('categories.image')}>
            <PictureField />
          </Form.Item>
          <SortEnabledFields withHint />
        </Form>
      </Modal>
    </div>
  );
}
