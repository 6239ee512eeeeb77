import type { LedgerRecord, LedgerStatus } from '@wm/contracts';
import { DatePicker, Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { Price } from '../../../lib/price';
import { useLedger } from '../api/use-wallet-records';
import { FLOW_TYPE_OPTIONS, flowTypeName } from '../flow-types';
import { SignedAmount } from './signed-amount';
import { formatDate } from '../../../lib/dates';

const STATUSES: readonly LedgerStatus[] = ['handling', 'completion', 'canceled'];
const STATUS_COLORS: Record<LedgerStatus, string> = { handling: 'processing', completion: 'success', canceled: 'default' };
const PAGE_SIZE = 10;

const isStatus = (value: string | null): value is LedgerStatus => STATUSES.some((status) => status === value);
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

const readFilters = (params: URLSearchParams) => ({
  flowType: positive(params.get('flowType')),
  status: isStatus(params.get('status')) ? (params.get('status') as LedgerStatus) : undefined,
  from: isoDate(params.get('from')),
  to: isoDate(params.get('to')),
  pageIndex: positive(params.get('page')) ?? 1,
});

/** The filters live in the address, so that a filtered list can be reloaded and shared. */
function useLedgerFilters() {
  const [params, changeQuery] = useAddressQuery();
  const filters = readFilters(params);
  /** Any change of filter goes back to the first page. */
  const change = (next: Partial<typeof filters>) =>
    changeQuery((now) => {
      const merged = { ...readFilters(now), pageIndex: 1, ...next };
      const query = new URLSearchParams();
      if (merged.flowType) query.set('flowType', String(merged.flowType));
      if (merged.status) query.set('status', merged.status);
      if (merged.from) query.set('from', merged.from);
      if (merged.to) query.set('to', merged.to);
      if (merged.pageIndex > 1) query.set('page', String(merged.pageIndex));
      return query;
    }, { replace: true });
  return [filters, change] as const;
}

/** Wallet records with their filters (flow type, status, dates) and pages. */
export function LedgerTable() {
  const { t } = useTranslation('wallet');
  const [filters, change] = useLedgerFilters();
  const ledger = useLedger({ ...filters, pageSize: PAGE_SIZE });

  const columns: TableColumnsType<LedgerRecord> = [
    { key: 'recordNo', title: t('records.recordNo'), dataIndex: 'recordNo' },
    { key: 'relatedId', title: t('records.relatedId'), dataIndex: 'relatedId', render: (value: string | null) => value ?? '--' },
    {
      key: 'flowType',
      title: t('records.flowType'),
      render: (_, record) => {
        const name = flowTypeName(record.flowType);
        return (
          <>
            <div>{name ? t(`flowTypes.${name}`) : record.flowType}</div>
            {record.remark && <div className="muted">{record.remark}</div>}
          </>
        );
      },
    },
    { key: 'amount', title: t('records.amount'), align: 'right', render: (_, record) => <SignedAmount amount={record.amount} /> },
    {
      key: 'balanceAfter',
      title: t('records.balanceAfter'),
      align: 'right',
      render: (_, record) => (record.balanceAfter === null ? '--' : <Price amount={record.balanceAfter} />),
    },
    {
      key: 'status',
      title: t('records.status'),
      render: (_, record) => <Tag color={STATUS_COLORS[record.status]}>{t(`status.${record.status}`)}</Tag>,
    },
    { key: 'occurredAt', title: t('records.time'), render: (_, record) => formatDate(record.occurredAt, { dateStyle: 'medium', timeStyle: 'medium' }) },
  ];

  return (
    <section className="wallet-card" aria-label={t('records.title')}>
      <h2 className="wallet-card__title">{t('records.title')}</h2>
      <div className="wallet-filters">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          className="wallet-filters__type"
          placeholder={t('records.allFlowTypes')}
          aria-label={t('records.flowType')}
          value={filters.flowType}
          onChange={(flowType?: number) => change({ flowType })}
          options={FLOW_TYPE_OPTIONS.map(({ name, code }) => ({ value: code, label: t(`flowTypes.${name}`) }))}
        />
        <Select
          allowClear
          className="wallet-filters__status"
          placeholder={t('records.allStatuses')}
          aria-label={t('records.status')}
          value={filters.status}
          onChange={(status?: LedgerStatus) => change({ status })}
          options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <DatePicker.RangePicker
          aria-label={t('records.dates')}
          value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
          onChange={(range) =>
            change({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
      </div>
      <Table<LedgerRecord>
        rowKey="recordNo"
        size="middle"
        columns={columns}
        dataSource={ledger.data?.list ?? []}
        loading={ledger.isFetching}
        locale={{ emptyText: t('records.empty') }}
        pagination={{
          current: filters.pageIndex,
          pageSize: PAGE_SIZE,
          total: ledger.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (pageIndex) => change({ ...filters, pageIndex }),
        }}
      />
    </section>
  );
}
