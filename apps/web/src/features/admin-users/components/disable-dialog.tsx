import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../lib/forms/reason-dialog';

/** Disabling an account says why: the reason is kept in the audit log. */
export function DisableDialog({ name, onSubmit, onClose }: { name: string; onSubmit: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  return (
    <ReasonDialog
      title={t('users.disableTitle', { name })}
      okText={t('users.disable')}
      cancelText={t('common.cancel')}
      intro={<p className="admin-muted">{t('users.disableHint')}</p>}
      label={t('users.reason')}
      rules={[{ required: true, whitespace: true, message: t('users.reasonRequired') }, { max: 500 }]}
      testId="disable-reason"
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
