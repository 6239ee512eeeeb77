import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';

/** An operator's decision that must say why (a store rejected, a goods flagged or removed). */
export function ReasonDialog({ title, hint, danger = true, onSubmit, onClose }: { title: string; hint: string; danger?: boolean; onSubmit: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ reason: string }>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      await onSubmit(values.reason.trim());
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open title={title} okText={t('merchantReview.confirm')} okButtonProps={{ danger }} cancelText={t('common.cancel')} onOk={() => void submit()} confirmLoading={sending} onCancel={onClose}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={t('reject.reason')} extra={hint} rules={[{ required: true, whitespace: true, message: t('merchantReview.reasonRequired') }, { max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
