import { STORE_AUDIT_STATUSES, type AdminStore } from '@wm/contracts';
import { Button, Image, InputNumber, Input, Modal, Space, Table, Tabs, Tag, message } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { useAdminStores, useReviewStore, useSetStoreOpen } from '../api/use-merchant-review';
import { ReasonDialog } from '../components/reason-dialog';
import { formatMoney } from '../../../lib/money';

const PAGE_SIZE = 20;
const COLORS = { draft: 'default', pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** Stores under audit first: approve (it opens to buyers) or reject with a reason; credit limits. */
export default function StoresPage() {
  const { t } = useTranslation('admin');
  const [params, changeQuery] = useAddressQuery();
  const status = (STORE_AUDIT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as AdminStore['auditStatus']) : 'pending';
  const keyword = params.get('keyword') || undefined;
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const stores = useAdminStores({ auditStatus: status, keyword, pageIndex, pageSize: PAGE_SIZE });
  const review = useReviewStore();
  const setOpen = useSetStoreOpen();
  const [modal, modalHolder] = Modal.useModal();
  const toggleOpen = (s: AdminStore) =>
    void modal.confirm({
      title: t(s.open ? 'stores.disableTitle' : 'stores.enableTitle', { name: s.name }),
      content: t(s.open ? 'stores.disableText' : 'stores.enableText'),
      okText: t(s.open ? 'stores.disable' : 'stores.enable'),
      okButtonProps: { danger: s.open },
      cancelText: t('common.cancel'),
      onOk: () => setOpen.mutateAsync({ storeId: s.storeId, open: !s.open }).then(() => void message.success(t(s.open ? 'stores.disabledDone' : 'stores.enabledDone')), () => undefined),
    });
  const [rejecting, setRejecting] = useState<AdminStore | null>(null);
  const [limit, setLimit] = useState<{ store: AdminStore; value: number } | null>(null);

  const set = (next: Record<string, string | number | undefined>) =>
    changeQuery(patchQuery(next), { replace: true });

  const columns: TableColumnsType<AdminStore> = [
    {
      title: t('stores.store'),
      key: 'store',
      render: (_, s) => (
        <Space>
          {s.logo ? <Image src={s.logo} width={40} height={40} preview={false} alt="" /> : null}
          <div>
            <div data-testid="store-name">{s.name}</div>
            <div className="admin-muted">{s.storeCode}</div>
          </div>
        </Space>
      ),
    },
    { title: t('stores.owner'), key: 'owner', render: (_, s) => `${s.ownerName || '--'} · ${s.ownerMobile}` },
    { title: t('stores.contact'), key: 'contact', render: (_, s) => `${s.contactName} · ${s.contactPhone} · ${s.contactEmail}` },
    { title: t('stores.guarantees'), key: 'guarantees', render: (_, s) => `${t(`stores.guarantee.${s.returnGuarantee}`)}${s.logisticsGuarantee ? ` · ${t('stores.logistics')}` : ''}` },
    { title: t('stores.goods'), dataIndex: 'goodsCount', key: 'goodsCount' },
    { title: t('stores.creditLimit'), key: 'credit', render: (_, s) => <span>{formatMoney(s.creditLimit, 'USD')}{s.creditHold ? <Tag color="red" style={{ marginLeft: 8 }}>{t('stores.creditHold')}</Tag> : null}</span> },
    {
      title: t('stores.status'),
      key: 'status',
      render: (_, s) => (
        <>
          <Tag color={COLORS[s.auditStatus]}>{t(`stores.audit.${s.auditStatus}`)}</Tag>
          {s.auditStatus === 'approved' && !s.open ? (
            <Tag color="red" data-testid="store-disabled">
              {t('stores.disabledTag')}
            </Tag>
          ) : null}
        </>
      ),
    },
    { title: t('stores.created'), key: 'created', render: (_, s) => dayjs(s.createdAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('common.action'),
      key: 'actions',
      render: (_, s) => (
        <Space>
          {s.auditStatus === 'pending' ? (
            <>
              <Button type="primary" size="small" data-testid="store-approve" loading={review.isPending && review.variables?.storeId === s.storeId} onClick={() => review.mutate({ storeId: s.storeId, action: 'approve' }, { onSuccess: () => void message.success(t('stores.approved')) })}>
                {t('stores.approve')}
              </Button>
              <Button danger size="small" onClick={() => setRejecting(s)} data-testid="store-reject">
                {t('stores.reject')}
              </Button>
            </>
          ) : null}
          <Button size="small" onClick={() => setLimit({ store: s, value: s.creditLimit })}>
            {t('stores.setCreditLimit')}
          </Button>
          {s.auditStatus === 'approved' ? (
            <Button size="small" danger={s.open} onClick={() => toggleOpen(s)} data-testid={s.open ? 'store-disable' : 'store-enable'}>
              {t(s.open ? 'stores.disable' : 'stores.enable')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('stores.title')}</h1>
      {modalHolder}
      <Tabs activeKey={status} onChange={(key) => set({ status: key })} items={STORE_AUDIT_STATUSES.map((s) => ({ key: s, label: t(`stores.audit.${s}`) }))} />
      <Input.Search defaultValue={keyword} placeholder={t('stores.search')} allowClear onSearch={(v) => set({ keyword: v.trim() })} style={{ width: 280, marginBottom: 16 }} />
      <Table<AdminStore>
        rowKey="storeId"
        columns={columns}
        dataSource={stores.data?.list ?? []}
        loading={stores.isFetching}
        expandable={{ expandedRowRender: (s) => <p className="admin-muted">{s.intro || '--'}{s.rejectReason ? ` · ${t('stores.rejectedBecause', { reason: s.rejectReason })}` : ''}</p> }}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: stores.data?.total ?? 0, onChange: (page) => set({ page }), showSizeChanger: false }}
        locale={{ emptyText: t('common.empty') }}
      />
      {rejecting ? (
        <ReasonDialog
          title={t('stores.rejectTitle', { name: rejecting.name })}
          hint={t('stores.rejectHint')}
          onSubmit={(reason) => review.mutateAsync({ storeId: rejecting.storeId, action: 'reject', reason })}
          onClose={() => setRejecting(null)}
        />
      ) : null}
      <Modal
        open={limit !== null}
        title={t('stores.setCreditLimit')}
        onCancel={() => setLimit(null)}
        cancelText={t('common.cancel')}
        okText={t('merchantReview.confirm')}
        confirmLoading={review.isPending}
        onOk={() => review.mutate({ storeId: limit!.store.storeId, action: 'creditLimit', creditLimit: limit!.value }, { onSuccess: () => setLimit(null) })}
      >
        <p className="admin-muted">{t('stores.creditLimitHint')}</p>
        <InputNumber min={0} precision={2} prefix="$" value={limit?.value} onChange={(v) => limit && setLimit({ ...limit, value: v ?? 0 })} />
      </Modal>
    </div>
  );
}
