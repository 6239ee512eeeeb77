import type { Message } from '@wm/contracts';
import { Button, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** One message opened to read: its title, sender, release time and content. */
export function MessageDialog({ message, onClose, onToggleMark, marking }: { message: Message | null; onClose: () => void; onToggleMark: (message: Message) => void; marking: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <Modal
      open={message !== null}
      title={message?.title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        message && [
          <Button key="mark" loading={marking} onClick={() => onToggleMark(message)}>
            {message.marked ? t('unmark') : t('mark')}
          </Button>,
          <Button key="close" type="primary" onClick={onClose}>
            {t('close')}
          </Button>,
        ]
      }
    >
      {message && (
        <>
          <p className="message-dialog__meta muted">
            {t('columns.sender')}: {message.sender} · {t('columns.releaseTime')}: {dayjs(message.releaseTime).format('YYYY-MM-DD HH:mm')}
          </p>
          <div className="message-dialog__content" data-testid="message-content">
            {message.content}
          </div>
        </>
      )}
    </Modal>
  );
}
