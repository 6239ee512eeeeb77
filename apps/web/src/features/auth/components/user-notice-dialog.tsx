import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['intro', 'account', 'audit', 'trade', 'privacy', 'revision'] as const;

/** The user notice; "I have read it" also answers `onRead` (the registration ticks its agreement box). */
export function UserNoticeDialog({ open, onClose, onRead }: { open: boolean; onClose: () => void; onRead?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      title={t('notice.title')}
      onCancel={onClose}
      width={640}
      footer={
        <Button
          type="primary"
          onClick={() => {
            onRead?.();
            onClose();
          }}
        >
          {t('notice.close')}
        </Button>
      }
    >
      <div className="user-notice">
        {SECTIONS.map((section) => (
          <p key={section}>{t(`notice.${section}`)}</p>
        ))}
      </div>
    </Modal>
  );
}
