import { RejectBody } from '@wm/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../lib/forms/reason-dialog';
import { zodRule } from '../../../lib/forms/zod-rule';

interface RejectDialogProps {
  title: string;
  /** Who reads the reason: the buyer sees it as it is written. */
  hint: string;
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A rejection always says why. */
export function RejectDialog({ title, hint, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <ReasonDialog
      title={title}
      okText={t('reject.submit')}
      cancelText={t('common.cancel')}
      label={t('reject.reason')}
      hint={hint}
      rules={[zodRule(RejectBody.shape.reason)]}
      rows={4}
      autoFocus
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
