import { AUDIT_STATUS, formatPhone, type AuditStatus } from '@wm/contracts';
import { Button, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { registrationLabel } from '../../../lib/countries';
import { AUDIT_PAGE_SIZE, useAudits } from '../api/use-audits';
import { AuditDetailDrawer } from '../components/audit-detail-drawer';

type AuditRow = NonNullable<ReturnType<typeof useAudits>['data']>['list'][number];

const QUEUES = [AUDIT_STATUS.underReview, AUDIT_STATUS.failed, AUDIT_STATUS.approved] as const;
type Queue = (typeof QUEUES)[number];
const toQueue = (value: string | null): Queue => QUEUES.find((queue) => String(queue) === value) ?? AUDIT_STATUS.underReview;
const positive = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);

/** Accounts by audit state, oldest submission first; one opens with its company details and the decision. */
export default function AuditsPage() {
  const { t } = useTranslation('admin');
  const [params, changeQuery] = useAddressQuery();
  const status: AuditStatus = toQueue(params.get('status'));
  const pageIndex = positive(params.get('page'));
  const openUserId = Number(params.get('userId')) || null;
  const audits = useAudits(status, pageIndex);

  const go = (next: { status?: Queue; page?: number; userId?: number | null }) =>
    changeQuery((now) => {
      const query = new URLSearchParams();
      query.set('status', String(next.status ?? toQueue(now.get('status'))));
      const page = next.page ?? (next.status === undefined ? positive(now.get('page')) : 1);
      if (page > 1) query.set('page', String(page));
      const userId = next.userId === undefined ? Number(now.get('userId')) || null : next.userId;
      if (userId) query.set('userId', String(userId));
      return query;
    });

  const columns: TableColumnsType<AuditRow> = [
    { key: 'company', title: t('audits.companyName'), dataIndex: 'company' },
    {
      key: 'creditCode',
      title: t('audits.creditCode'),
      // The number means something only with its country: an EIN, a Companies House number...
      render: (_, row) => (
        <>
          <div>{row.creditCode}</div>
          <div className="muted">{registrationLabel(row.companyCountry)}</div>
        </>
      ),
    },
    { key: 'customer', title: t('audits.customerId'), dataIndex: 'customerid' },
    { key: 'name', title: t('audits.name'), render: (_, row) => row.realName || '--' },
    { key: 'mobile', title: t('audits.mobile'), render: (_, row) => formatPhone(row.mobile) },
    { key: 'submittedAt', title: t('audits.submittedAt'), render: (_, row) => dayjs(row.submittedAt).format('YYYY-MM-DD HH:mm') },
    {
      key: 'action',
      title: t('common.action'),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => go({ userId: row.userId })}>
          {t(status === AUDIT_STATUS.underReview ? 'audits.review' : 'audits.view')}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <h1 className="admin-title">{t('nav.audits')}</h1>
      <Tabs
        activeKey={String(status)}
        onChange={(key) => go({ status: toQueue(key), userId: null })}
        items={QUEUES.map((queue) => ({ key: String(queue), label: t(`auditStatus.${queue}`) }))}
      />
      <Table<AuditRow>
        rowKey="userId"
        columns={columns}
        dataSource={audits.data?.list ?? []}
        loading={audits.isFetching}
        locale={{ emptyText: t('audits.empty') }}
        pagination={{ current: pageIndex, pageSize: AUDIT_PAGE_SIZE, total: audits.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: (page) => go({ page }) }}
      />
      {openUserId && <AuditDetailDrawer key={openUserId} userId={openUserId} onClose={() => go({ userId: null })} />}
    </section>
  );
}
