import { Modal, notification } from 'antd';
import i18next from 'i18next';

export function notifyError(message: string): void {
  // Keyed by the text: a burst of failing calls shows one notification, not a stack.
  notification.error({ key: message, title: message });
}

export function confirmSessionExpired({ onLogin, onClosed }: { onLogin: () => void; onClosed: () => void }): void {
  Modal.confirm({
    title: i18next.t('app:session.title'),
    content: i18next.t('app:session.expired'),
    okText: i18next.t('app:session.login'),
    cancelText: i18next.t('app:session.cancel'),
    onOk: onLogin,
    afterClose: onClosed,
  });
}
