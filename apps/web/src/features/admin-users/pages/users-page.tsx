import { AUDIT_STATUS, formatPhone, USER_ROLES, type AdminUserListItem, type AuditStatus, type UserRole } from '@wm/contracts';
import { Button, Input, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { useAdminUsers } from '../api/use-admin-users';
import { UserDrawer } from '../components/user-drawer';
import { AccountStatusTag, AuditTag, RoleTag } from '../components/user-status-tags';
import '../admin-users.css';

const PAGE_SIZE = 20;
const AUDITS = Object.values(AUDIT_STATUS) as AuditStatus[];
const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');

/** /admin/users: accounts by mobile, email, company or id, role, audit state and disabled; one opens in a drawer. */
export default function UsersPage() {
  const { t } = useTranslation('admin-users');
  const [params, changeQuery] = useAddressQuery();
  const keyword = params.get('keyword') || undefined;
  const role = (USER_ROLES as readonly string[]).includes(params.get('role') ?? '') ? (params.get('role') as UserRole) : undefined;
  const auditParam = Number(params.get('audit'));
  const auditStatus = params.get('audit') !== null && AUDITS.includes(auditParam as AuditStatus) ? (auditParam as AuditStatus) : undefined;
  const state = params.get('state');
  const disabled = state === 'disabled' ? true : state === 'active' ? false : undefined;
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const openUser = Number(params.get('user')) || null;
  const users = useAdminUsers({ keyword, role, auditStatus, disabled, pageIndex, pageSize: PAGE_SIZE });

  const set = (next: Record<string, string | number | undefined>) =>
    changeQuery(patchQuery(next, ['page', 'user']), { replace: true });

  const columns: TableColumnsType<AdminUserListItem> = [
    {
      title: t('users.user'),
      key: 'user',
      render: (_, u) => (
        <div>
          <div data-testid="user-name">{u.realName || '--'}</div>
          <div className="admin-muted">
            {u.customerid} · #{u.userId}
          </div>
        </div>
      ),
    },
    {
      title: t('users.contact'),
      key: 'contact',
      render: (_, u) => (
        <div>
          <div data-testid="user-mobile">{formatPhone(u.mobile)}</div>
          <div className="admin-muted">{u.email ?? ''}</div>
        </div>
      ),
    },
    { title: t('users.role'), key: 'role', render: (_, u) => <RoleTag role={u.role} /> },
    { title: t('users.company'), key: 'company', render: (_, u) => u.storeName ?? u.company ?? '--' },
    { title: t('users.audit'), key: 'audit', render: (_, u) => <AuditTag status={u.auditStatus} /> },
    { title: t('users.status'), key: 'status', render: (_, u) => <AccountStatusTag status={u.status} /> },
    { title: t('users.registered'), key: 'registered', render: (_, u) => time(u.registeredAt) },
    { title: t('users.lastLogin'), key: 'lastLogin', render: (_, u) => time(u.lastLoginAt) },
    {
      title: t('common.action'),
      key: 'action',
      render: (_, u) => (
        <Button size="small" onClick={() => set({ user: u.userId })} data-testid="user-view">
          {t('users.view')}
        </Button>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{t('users.title')}</h1>
      <Space wrap className="admin-users__filters">
        <Input.Search
          defaultValue={keyword}
          placeholder={t('users.search')}
          aria-label={t('users.search')}
          allowClear
          onSearch={(v) => set({ keyword: v.trim() })}
          style={{ width: 320 }}
          data-testid="users-search"
        />
        <Select allowClear style={{ width: 150 }} placeholder={t('users.role')} aria-label={t('users.role')} value={role} onChange={(v) => set({ role: v })} options={USER_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
        <Select allowClear style={{ width: 170 }} placeholder={t('users.audit')} aria-label={t('users.audit')} value={auditStatus} onChange={(v) => set({ audit: v })} options={AUDITS.map((a) => ({ value: a, label: t(`audit.${a}`) }))} />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('users.status')}
          aria-label={t('users.status')}
          value={state === 'active' || state === 'disabled' ? state : undefined}
          onChange={(v) => set({ state: v })}
          options={(['active', 'disabled'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Space>
      <Table<AdminUserListItem>
        rowKey="userId"
        columns={columns}
        dataSource={users.data?.list ?? []}
        loading={users.isFetching}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: users.data?.total ?? 0, onChange: (page) => set({ page }), showSizeChanger: false }}
        locale={{ emptyText: t('common.empty') }}
      />
      {openUser ? <UserDrawer userId={openUser} onClose={() => set({ user: undefined })} /> : null}
    </div>
  );
}
