import type { RechargeRecord } from '@wm/contracts';
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { useRechargeRecords } from '../api/use-recharge';
import { formatDate } from '../../../lib/dates';

const STATUS_COLORS: Record<RechargeRecord['status'], string> = { handling: 'processing', completion: 'success', canceled: 'default' };
const WAY_NAMES: Record<number, string> = { 0: 'online', 1: 'offline', 3: 'alipay', 4: 'wechat', 10: 'enterpriseBank' };
const PAGE_SIZE = 10;
/** A time as the page's language writes it. */
const time = (value: string | null) => (value ? formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : '--');

/** The own recharges, newest first; one still waiting for its payment links back to it. */
export function RechargeRecords() {
  const { t } = useTranslation('wallet');
  const [pageIndex, setPageIndex] = useState(1);
  const records = useRechargeRecords({ pageIndex, pageSize: PAGE_SIZE });

  const columns: TableColumnsType<RechargeRecord> = [
    { key: 'recordNo', title: t('recharges.recordNo'), dataIndex: 'recordNo' },
    { key: 'amount', title: t('recharges.amount'), align: 'right', render: (_, record) => formatMoney(record.amount, 'USD') },
    { key: 'payWay', title: t('recharges.payWay'), render: (_, record) => t(`recharge.ways.${WAY_NAMES[record.payWay] ?? 'online'}`) },
    {
      key: 'status',
      title: t('recharges.status'),
      render: (_, record) => <Tag color={STATUS_COLORS[record.status]}>{t(`status.${record.status}`)}</Tag>,
    },
    { key: 'createdAt', title: t('recharges.createdAt'), render: (_, record) => time(record.createdAt) },
    { key: 'completedAt', title: t('recharges.completedAt'), render: (_, record) => time(record.completedAt) },
    {
      key: 'action',
      title: t('recharges.action'),
      render: (_, record) =>
        record.paymentStatus === 'pending' ? <Link to={`/payment/index?paymentNo=${encodeURIComponent(record.paymentNo)}`}>{t('recharges.continue')}</Link> : null,
    },
  ];

  return (
    <Table<RechargeRecord>
      rowKey="recordNo"
      size="middle"
      columns={columns}
      dataSource={records.data?.list ?? []}
      loading={records.isFetching}
      locale={{ emptyText: t('recharges.empty') }}
      pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: records.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: setPageIndex }}
    />
  );
}
