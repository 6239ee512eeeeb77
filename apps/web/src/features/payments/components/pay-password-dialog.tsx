import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAY_PASSWORD_SETTINGS } from '../pay-ways';

interface Props {
  open: boolean;
  paying: boolean;
  onPay: (payPassword: string) => void;
  onClose: () => void;
}

/** 'Confirm payment?': the 6-digit payment password, with a way out when it is forgotten. */
export function PayPasswordDialog({ open, paying, onPay, onClose }: Props) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<{ payPassword: string }>();
  return (
    <Modal
      open={open}
      title={t('balance.confirmTitle')}
      okText={t('balance.confirm')}
      cancelText={t('balance.cancel')}
      confirmLoading={paying}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={({ payPassword }) => onPay(payPassword)}>
        <Form.Item
          name="payPassword"
          label={t('balance.password')}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('balance.passwordRule') }]}
        >
          <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" autoFocus placeholder={t('balance.passwordPlaceholder')} />
        </Form.Item>
      </Form>
      <Link to={PAY_PASSWORD_SETTINGS}>{t('balance.forgot')}</Link>
    </Modal>
  );
}
