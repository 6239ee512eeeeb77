import { formatPhone, type AdminUserDetail } from '@wm/contracts';
import { Alert, Button, Descriptions, Drawer, Modal, Select, Skeleton, Space, message } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useAdminUser, useChangeUser, useManagers } from '../api/use-admin-users';
import { DisableDialog } from './disable-dialog';
import { AccountStatusTag, AuditTag, RoleTag } from './user-status-tags';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');

function Lockout({ lock }: { lock: AdminUserDetail['lockouts']['login'] }) {
  const { t } = useTranslation('admin-users');
  if (!lock.locked) return <span>{lock.attempts > 0 ? t('users.failures', { count: lock.attempts }) : t('users.notLocked')}</span>;
  return <span className="admin-users__locked">{t('users.lockedFor', { minutes: Math.max(1, Math.ceil(lock.retryAfterSeconds / 60)) })}</span>;
}

/** One account: its facts, and what an operator may do to it (disable / enable, lockouts, business manager). */
export function UserDrawer({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const [modal, modalHolder] = Modal.useModal();
  const user = useAdminUser(userId);
  const change = useChangeUser(userId);
  const [disabling, setDisabling] = useState(false);
  const detail = user.data;
  const isBuyer = detail?.role === 'buyer' && !detail.isStore;
  const managers = useManagers(isBuyer);
  const [manager, setManager] = useState<number | undefined>(undefined);
  const name = detail ? detail.realName || formatPhone(detail.mobile) : '';

  const enable = () =>
    void modal.confirm({
      title: t('users.enableTitle', { name }),
      content: t('users.enableText'),
      okText: t('users.enable'),
      cancelText: t('common.cancel'),
      onOk: () => change.mutateAsync({ action: 'enable' }).then(() => void message.success(t('users.enabled')), () => undefined),
    });

  const locked = detail ? detail.lockouts.login.locked || detail.lockouts.payPassword.locked || detail.lockouts.login.attempts > 0 || detail.lockouts.payPassword.attempts > 0 : false;

  return (
    <Drawer open size={640} title={name || t('users.title')} onClose={onClose} destroyOnHidden data-testid="user-drawer">
      {modalHolder}
      {!detail ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {detail.status === 'disabled' ? <Alert type="error" showIcon title={t('users.disabledNotice')} /> : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('users.customerId')}>{detail.customerid} · #{detail.userId}</Descriptions.Item>
            <Descriptions.Item label={t('users.contact')}>
              {formatPhone(detail.mobile)}
              {detail.email ? ` · ${detail.email}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('users.role')}>
              <RoleTag role={detail.role} />
            </Descriptions.Item>
            <Descriptions.Item label={t('users.status')}>
              <AccountStatusTag status={detail.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('users.audit')}>
              <AuditTag status={detail.auditStatus} />
              {detail.rejectReason && detail.auditStatus === 1 ? <span className="admin-muted">{detail.rejectReason}</span> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('users.company')}>{detail.company ? `${detail.company} · ${detail.companyCountry ?? ''} · ${detail.creditCode ?? ''}` : '--'}</Descriptions.Item>
            {detail.store ? (
              <Descriptions.Item label={t('users.store')}>
                {detail.store.name} ({detail.store.storeCode}) · {detail.store.open ? t('users.storeOpen') : t('users.storeClosed')}
              </Descriptions.Item>
            ) : null}
            {detail.walletBalance !== null ? <Descriptions.Item label={t('users.wallet')}>{formatMoney(detail.walletBalance, 'USD')}</Descriptions.Item> : null}
            <Descriptions.Item label={t('users.registered')}>{time(detail.registeredAt)}</Descriptions.Item>
            <Descriptions.Item label={t('users.lastLogin')}>{time(detail.lastLoginAt)}</Descriptions.Item>
            <Descriptions.Item label={t('users.loginLock')}>
              <Lockout lock={detail.lockouts.login} />
            </Descriptions.Item>
            <Descriptions.Item label={t('users.payLock')}>
              <Lockout lock={detail.lockouts.payPassword} />
            </Descriptions.Item>
            {isBuyer ? (
              <Descriptions.Item label={t('users.manager')}>
                <span data-testid="user-manager">{detail.businessManager ? `${detail.businessManager.name} · ${detail.businessManager.phone}${detail.businessManager.email ? ` · ${detail.businessManager.email}` : ''}` : t('users.noManager')}</span>
              </Descriptions.Item>
            ) : null}
          </Descriptions>

          {isBuyer ? (
            <Space.Compact style={{ width: '100%' }}>
              <Select
                style={{ flex: 1 }}
                placeholder={t('users.chooseManager')}
                aria-label={t('users.chooseManager')}
                loading={managers.isFetching}
                value={manager ?? detail.businessManager?.userId ?? undefined}
                onChange={setManager}
                options={(managers.data ?? []).map((m) => ({ value: m.userId, label: `${m.name} · ${m.phone}` }))}
              />
              <Button
                disabled={manager === undefined || manager === detail.businessManager?.userId}
                loading={change.isPending && change.variables?.action === 'assignManager'}
                onClick={() => manager !== undefined && change.mutate({ action: 'assignManager', managerUserId: manager }, { onSuccess: () => void message.success(t('users.managerAssigned')) })}
              >
                {t('users.assignManager')}
              </Button>
            </Space.Compact>
          ) : null}

          <Space wrap>
            {detail.actions.includes('disable') ? (
              <Button danger onClick={() => setDisabling(true)} data-testid="user-disable">
                {t('users.disable')}
              </Button>
            ) : null}
            {detail.actions.includes('enable') ? (
              <Button type="primary" onClick={enable} data-testid="user-enable">
                {t('users.enable')}
              </Button>
            ) : null}
            {detail.role !== 'operator' ? (
              <Button disabled={!locked} loading={change.isPending && change.variables?.action === 'resetLockouts'} onClick={() => change.mutate({ action: 'resetLockouts' }, { onSuccess: () => void message.success(t('users.lockoutsReset')) })}>
                {t('users.resetLockouts')}
              </Button>
            ) : (
              <span className="admin-muted">{t('users.operatorProtected')}</span>
            )}
          </Space>
        </Space>
      )}
      {disabling && detail ? (
        <DisableDialog
          name={name}
          onSubmit={(reason) => change.mutateAsync({ action: 'disable', reason }).then(() => void message.success(t('users.disabled')))}
          onClose={() => setDisabling(false)}
        />
      ) : null}
    </Drawer>
  );
}
