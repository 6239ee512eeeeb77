import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { RejectAfterSalesBody } from '@wm/contracts';

interface TextDialogProps {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  danger?: boolean;
  busy: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog asking for one reason (reject, escalate). */
export function ReasonDialog({ open, title, label, okText, danger, busy, onSubmit, onClose }: TextDialogProps) {
  const { t } = useTranslation('after-sales');
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('actions.back')}
      okButtonProps={{ danger, loading: busy }}
      maskClosable={false}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(({ reason }) =>
          onSubmit(reason).then(onClose, (error: unknown) => showServerFieldErrors(form, error)),
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={label} rules={[zodRule(RejectAfterSalesBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A dialog asking for a logistics company and a tracking number (return logistics, reissue shipment). */
export function LogisticsDialog({ open, title, okText, busy, onSubmit, onClose }: Omit<TextDialogProps, 'label' | 'onSubmit' | 'danger'> & { onSubmit: (values: { logisticsCompany: string; trackingNumber: string }) => Promise<unknown> }) {
  const { t } = useTranslation('after-sales');
  const [form] = Form.useForm<{ logisticsCompany: string; trackingNumber: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('actions.back')}
      okButtonProps={{ loading: busy }}
      maskClosable={false}
      onCancel={onClose}
      onOk={() => void form.validateFields().then((values) => onSubmit(values).then(onClose, (error: unknown) => showServerFieldErrors(form, error)))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="logisticsCompany" label={t('fields.logisticsCompany')} rules={[{ required: true, whitespace: true, message: t('validation.logisticsCompany') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="trackingNumber" label={t('fields.trackingNumber')} rules={[{ required: true, whitespace: true, message: t('validation.trackingNumber') }]}>
          <Input maxLength={60} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
