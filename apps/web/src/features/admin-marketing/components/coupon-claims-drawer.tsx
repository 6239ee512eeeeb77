import { COUPON_STATUSES, type AdminCouponClaim, type AdminCouponTemplate, type CouponStatus } from '@wm/contracts';
import { Drawer, Segmented, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_PAGE_SIZE, useCouponClaims } from '../api/use-coupon-templates';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');
const STATUS_COLORS = { unused: 'blue', used: 'green', expired: 'default' } as const;

/** Who claimed a template's coupons, and which were used on which order. */
export function CouponClaimsDrawer({ template, onClose }: { template: AdminCouponTemplate | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-marketing');
  const [status, setStatus] = useState<CouponStatus | 'all'>('all');
  const [pageIndex, setPageIndex] = useState(1);
  const claims = useCouponClaims(template?.templateId ?? null, status === 'all' ? undefined : status, pageIndex);
  const lang = (['en', 'zh', 'ja'] as const).find((l) => i18n.language === l) ?? 'en';

  const columns: TableColumnsType<AdminCouponClaim> = [
    {
      key: 'buyer',
      title: t('coupons.claims.buyer'),
      render: (_, row) => (
        <>
          <div>{row.realName || row.mobile}</div>
          <div className="muted">
            {row.customerid} · {row.mobile}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      title: t('coupons.claims.status'),
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{row.inUse ? t('coupons.claims.inUse') : t(`coupons.claims.statuses.${row.status}`)}</Tag>
      ),
    },
    { key: 'claimedAt', title: t('coupons.claims.claimedAt'), render: (_, row) => time(row.claimedAt) },
    { key: 'usedAt', title: t('coupons.claims.usedAt'), render: (_, row) => time(row.usedAt) },
    { key: 'orderNo', title: t('coupons.claims.orderNo'), render: (_, row) => row.orderNo ?? '--' },
  ];

  return (
    <Drawer open={template !== null} onClose={onClose} width={820} title={template ? t('coupons.claims.title', { name: template.name[lang] }) : ''} destroyOnHidden>
      {template && (
        <p className="admin-muted">
          {t('coupons.claims.summary', { claimed: template.claimed, quantity: template.quantity, used: template.used, inUse: template.inUse })}
        </p>
      )}
      <Segmented<CouponStatus | 'all'>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPageIndex(1);
        }}
        options={[{ value: 'all', label: t('coupons.claims.all') }, ...COUPON_STATUSES.map((s) => ({ value: s, label: t(`coupons.claims.statuses.${s}`) }))]}
      />
      <Table<AdminCouponClaim>
        style={{ marginTop: 12 }}
        rowKey="couponId"
        size="small"
        columns={columns}
        dataSource={claims.data?.list}
        loading={claims.isFetching}
        pagination={{ current: pageIndex, pageSize: CLAIM_PAGE_SIZE, total: claims.data?.total ?? 0, showSizeChanger: false, onChange: setPageIndex }}
      />
    </Drawer>
  );
}
