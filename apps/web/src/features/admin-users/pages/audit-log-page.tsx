import type { AuditLogEntry } from '@wm/contracts';
import { DatePicker, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { useManagers } from '../api/use-admin-users';
import { useAuditLog } from '../api/use-audit-log';
import { actionKey } from '../action-label';
import '../admin-users.css';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/audit-log: who did what and when in the console, newest first, by operator, action, target and dates. */
export default function AuditLogPage() {
  const { t } = useTranslation('admin-users');
  const [params, changeQuery] = useAddressQuery();
  const actorId = Number(params.get('actor')) || undefined;
  const action = params.get('action') || undefined;
  const target = params.get('target') || undefined;
  const fromDay = DAY.test(params.get('from') ?? '') ? params.get('from')! : undefined;
  const toDay = DAY.test(params.get('to') ?? '') ? params.get('to')! : undefined;
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const operators = useManagers(true);
  // The operator's own days: from their midnight to the next.
  const from = fromDay ? dayjs(fromDay).startOf('day').toISOString() : undefined;
  const to = toDay ? dayjs(toDay).add(1, 'day').startOf('day').toISOString() : undefined;
  const log = useAuditLog({ actorId, action, target, from, to, pageIndex, pageSize: PAGE_SIZE });

  const set = (next: Record<string, string | number | undefined>) =>
    changeQuery(patchQuery(next), { replace: true });

  const columns: TableColumnsType<AuditLogEntry> = [
    { title: t('log.at'), key: 'at', width: 160, render: (_, e) => dayjs(e.at).format('YYYY-MM-DD HH:mm:ss') },
    {
      title: t('log.actor'),
      key: 'actor',
      render: (_, e) => (
        <div>
          <div>{e.actorName || e.actorMobile}</div>
          <div className="admin-muted">{e.actorMobile}</div>
        </div>
      ),
    },
    {
      title: t('log.action'),
      key: 'action',
      render: (_, e) => {
        const label = t(`actions.${actionKey(e.action)}`, { defaultValue: '' });
        return (
          <div data-testid="log-action">
            {label ? <div>{label}</div> : null}
            <div className="admin-users__action admin-muted">{e.action}</div>
          </div>
        );
      },
    },
    {
      title: t('log.target'),
      key: 'target',
      render: (_, e) =>
        Object.keys(e.target).length === 0 ? (
          '--'
        ) : (
          <Space size={4} wrap>
            {Object.entries(e.target).map(([k, v]) => (
              <Tag key={k}>{`${k}: ${v}`}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('log.summary'),
      key: 'summary',
      render: (_, e) => {
        if (e.summary === null || e.summary === undefined) return '--';
        const text = JSON.stringify(e.summary, null, 1);
        return (
          <Tooltip title={<pre className="admin-users__json">{text}</pre>}>
            <pre className="admin-users__json">{text.length > 160 ? `${text.slice(0, 160)}…` : text}</pre>
          </Tooltip>
        );
      },
    },
    { title: t('log.ip'), key: 'ip', dataIndex: 'ip' },
  ];

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('log.title')}</h1>
      <Space wrap className="admin-users__filters">
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t('log.actor')}
          aria-label={t('log.actor')}
          value={actorId}
          onChange={(v) => set({ actor: v })}
          options={(operators.data ?? []).map((o) => ({ value: o.userId, label: `${o.name} · ${o.phone}` }))}
        />
        <Input.Search defaultValue={action} placeholder={t('log.actionPlaceholder')} aria-label={t('log.action')} allowClear onSearch={(v) => set({ action: v.trim() })} style={{ width: 240 }} />
        <Input.Search defaultValue={target} placeholder={t('log.targetPlaceholder')} aria-label={t('log.target')} allowClear onSearch={(v) => set({ target: v.trim() })} style={{ width: 200 }} data-testid="log-target" />
        <DatePicker.RangePicker
          aria-label={t('log.dates')}
          value={[fromDay ? dayjs(fromDay) : null, toDay ? dayjs(toDay) : null]}
          onChange={(range) => set({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        />
      </Space>
      <Table<AuditLogEntry>
        rowKey="id"
        columns={columns}
        dataSource={log.data?.list ?? []}
        loading={log.isFetching}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: log.data?.total ?? 0, onChange: (page) => set({ page }), showSizeChanger: false }}
        locale={{ emptyText: t('common.empty') }}
      />
    </div>
  );
}
