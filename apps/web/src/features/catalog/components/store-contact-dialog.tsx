import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The store's contact (spec section 2): its name, the phone undisclosed; 25% wide; Escape closes it, an outside click does not. */
export function StoreContactDialog({ storeName, onClose }: { storeName: string; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  // Closing animates first; the owner unmounts the dialog afterwards.
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} title={t('store.contact')} footer={null} width="25%" className="store-contact-dialog" onCancel={() => setOpen(false)} afterClose={onClose}>
      <dl className="store-contact">
        <dt>{t('store.name')}</dt>
        <dd data-testid="contact-store-name">{storeName}</dd>
        <dt>{t('store.phone')}</dt>
        <dd data-testid="contact-phone">{t('store.undisclosed')}</dd>
      </dl>
    </Modal>
  );
}
