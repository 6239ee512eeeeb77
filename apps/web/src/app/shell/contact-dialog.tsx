import { PhoneOutlined } from '@ant-design/icons';
import { Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServicePhone } from '../../features/content/api/use-site-content';

/** Contact Us: the service phone and its hours. Escape closes it, an outside click does not. */
export default function ContactDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useServicePhone();
  // Closing animates first; the owner unmounts the dialog afterwards.
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} title={t('contact.title')} footer={null} width="25%" className="contact-dialog" onCancel={() => setOpen(false)} afterClose={onClose}>
      {isPending ? (
        <Spin />
      ) : data ? (
        <dl className="contact-dialog__list">
          <dt>{t('contact.phone')}</dt>
          <dd>
            <PhoneOutlined aria-hidden />
            <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} data-testid="service-phone">
              {data.phone}
            </a>
          </dd>
          {data.workingHours && (
            <>
              <dt>{t('contact.hours')}</dt>
              <dd>{data.workingHours}</dd>
            </>
          )}
        </dl>
      ) : null}
    </Modal>
  );
}
