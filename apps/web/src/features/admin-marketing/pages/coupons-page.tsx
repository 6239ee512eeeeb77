import { actionsIn, COUPON_TEMPLATE_STATUSES, couponTemplateTransitions, type AdminCouponTemplate, type CouponTemplateStatus } from '@wm/contracts';
import { Button, Modal, Space, Table, Tabs, Tag, message } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { formatMoney } from '../../../lib/money';
import { TEMPLATE_PAGE_SIZE, useCategoryOptions, useCouponTemplates, useMoveCouponTemplate, useSaveCouponTemplate } from '../api/use-coupon-templates';
import { CouponClaimsDrawer } from '../components/coupon-claims-drawer';
import { CouponTemplateDrawer, toInput } from '../components/coupon-template-drawer';
import '../admin-marketing.css';

type Tab = CouponTemplateStatus | 'all';
const TABS: readonly Tab[] = ['all', ...COUPON_TEMPLATE_STATUSES];
const toTab = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'all';
const positive = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);
const usd = (amount: number) => formatMoney(amount, 'USD');
const day = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');
const STATUS_COLORS = { draft: 'default', published: 'green', unpublished: 'orange' } as const;

/** Coupon templates: drafted here, published to the coupon center, withdrawn; who claimed and used them. */
export default function CouponsPage() {
  const { t, i18n } = useTranslation('admin-marketing');
  const [modal, modalHolder] = Modal.useModal();
  const [params, changeQuery] = useAddressQuery();
  const tab = toTab(params.get('status'));
  const pageIndex = positive(params.get('page'));
  const templates = useCouponTemplates(tab === 'all' ? undefined : tab, pageIndex);
  const categories = useCategoryOptions();
  const save = useSaveCouponTemplate();
  const move = useMoveCouponTemplate();
  const [drawer, setDrawer] = useState<{ open: boolean; editing: AdminCouponTemplate | null }>({ open: false, editing: null });
  const [claimsOf, setClaimsOf] = useState<AdminCouponTemplate | null>(null);
  const lang = (['en', 'zh', 'ja'] as const).find((l) => i18n.language === l) ?? 'en';

  const go = (next: { status?: Tab; page?: number }) =>
    changeQuery((now) => {
      const query = new URLSearchParams();
      const status = next.status ?? toTab(now.get('status'));
      if (status !== 'all') query.set('status', status);
      if ((next.page ?? 1) > 1) query.set('page', String(next.page));
      return query;
    });

  const moveTo = (row: AdminCouponTemplate, action: 'publish' | 'unpublish') =>
    void modal.confirm({
      title: t(`coupons.${action}Title`),
      content: t(`coupons.${action}Text`, { name: row.name[lang] }),
      okText: t(`coupons.actions.${action}`),
      cancelText: t('common.cancel'),
      onOk: () => move.mutateAsync({ templateId: row.templateId, action }).then(() => void message.success(t(`coupons.${action}ed`)), () => undefined),
    });

  const scopeText = (row: AdminCouponTemplate) =>
    row.scope === 'all' ? t('coupons.scope.all') : row.scope === 'categories' ? t('coupons.scope.categoriesCount', { count: row.categoryIds.length }) : t('coupons.scope.goodsCount', { count: row.goodsIds.length });

  const columns: TableColumnsType<AdminCouponTemplate> = [
    {
      key: 'name',
      title: t('coupons.name'),
      render: (_, row) => (
        <>
          <div>
            <strong>{row.name[lang]}</strong>
          </div>
          <div className="muted">{t('coupons.rule', { threshold: usd(row.threshold), reduction: usd(row.reduction) })}</div>
        </>
      ),
    },
    { key: 'scope', title: t('coupons.range'), render: (_, row) => scopeText(row) },
    {
      key: 'validity',
      title: t('coupons.validity'),
      render: (_, row) => (
        <span className="muted">
          {day(row.validFrom)} – {day(row.validTo)}
        </span>
      ),
    },
    { key: 'quantity', title: t('coupons.claimedOfQuantity'), align: 'right', render: (_, row) => `${row.claimed} / ${row.quantity}` },
    { key: 'used', title: t('coupons.used'), align: 'right', render: (_, row) => row.used },
    { key: 'perUserLimit', title: t('coupons.perUserLimit'), align: 'right', dataIndex: 'perUserLimit' },
    { key: 'status', title: t('coupons.status'), render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`coupons.statuses.${row.status}`)}</Tag> },
    {
      key: 'actions',
      title: t('coupons.actionsTitle'),
      render: (_, row) => (
        <Space size={4} wrap>
          {actionsIn(couponTemplateTransitions, row.status).map((action) =>
            action === 'edit' ? (
              row.claimed === 0 && (
                <Button key={action} size="small" onClick={() => setDrawer({ open: true, editing: row })}>
                  {t('coupons.actions.edit')}
                </Button>
              )
            ) : (
              <Button key={action} size="small" type={action === 'publish' ? 'primary' : 'default'} onClick={() => moveTo(row, action)}>
                {t(`coupons.actions.${action}`)}
              </Button>
            ),
          )}
          <Button size="small" type="link" onClick={() => setClaimsOf(row)}>
            {t('coupons.actions.claims')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className="admin-page">
      {modalHolder}
      <Space className="marketing-heading" style={{ width: '100%', justifyContent: 'space-between' }}>
        <h1 className="admin-page__title">{t('coupons.title')}</h1>
        <Button type="primary" onClick={() => setDrawer({ open: true, editing: null })}>
          {t('coupons.new')}
        </Button>
      </Space>
      <Tabs activeKey={tab} onChange={(key) => go({ status: toTab(key) })} items={TABS.map((key) => ({ key, label: key === 'all' ? t('coupons.all') : t(`coupons.statuses.${key}`) }))} />
      <Table<AdminCouponTemplate>
        rowKey="templateId"
        columns={columns}
        dataSource={templates.data?.list}
        loading={templates.isFetching}
        pagination={{ current: pageIndex, pageSize: TEMPLATE_PAGE_SIZE, total: templates.data?.total ?? 0, showSizeChanger: false, onChange: (page) => go({ page }) }}
      />
      <CouponTemplateDrawer
        open={drawer.open}
        editing={drawer.editing}
        categories={categories.data ?? []}
        saving={save.isPending}
        onClose={() => setDrawer({ open: false, editing: null })}
        onSave={(values, form) =>
          save.mutate(
            { templateId: drawer.editing?.templateId ?? null, body: toInput(values) },
            {
              onSuccess: () => {
                void message.success(t('coupons.saved'));
                setDrawer({ open: false, editing: null });
              },
              onError: (error) => showServerFieldErrors(form, error),
            },
          )
        }
      />
      <CouponClaimsDrawer template={claimsOf} onClose={() => setClaimsOf(null)} />
    </section>
  );
}
