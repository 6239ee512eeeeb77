import { useTranslation } from 'react-i18next';
import { ReasonDialog as Dialog } from '../../../lib/forms/reason-dialog';

/** An operator's decision that must say why (a store rejected, a goods flagged or removed). */
export function ReasonDialog({ title, hint, danger = true, onSubmit, onClose }: { title: string; hint: string; danger?: boolean; onSubmit: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      title={title}
      okText={t('merchantReview.confirm')}
      cancelText={t('common.cancel')}
      label={t('reject.reason')}
      hint={hint}
      rules={[{ required: true, whitespace: true, message: t('merchantReview.reasonRequired') }, { max: 500 }]}
      danger={danger}
      testId="reason-input"
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
