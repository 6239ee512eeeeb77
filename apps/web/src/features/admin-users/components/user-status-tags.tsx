import type { AccountStatus, AuditStatus, UserRole } from '@wm/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const AUDIT_COLORS = { 0: 'gold', 1: 'red', 2: 'green', 3: 'default' } as const;
const ROLE_COLORS = { buyer: 'blue', seller: 'purple', operator: 'cyan' } as const;

export function RoleTag({ role }: { role: UserRole }) {
  const { t } = useTranslation('admin-users');
  return <Tag color={ROLE_COLORS[role]}>{t(`role.${role}`)}</Tag>;
}

export function AuditTag({ status }: { status: AuditStatus }) {
  const { t } = useTranslation('admin-users');
  return <Tag color={AUDIT_COLORS[status]}>{t(`audit.${status}`)}</Tag>;
}

export function AccountStatusTag({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('admin-users');
  return (
    <Tag color={status === 'disabled' ? 'red' : 'green'} data-testid="account-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
