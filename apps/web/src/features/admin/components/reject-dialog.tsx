import { RejectBody } from '@wm/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
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
  const [form] = Form.useForm<{ reason: string }>();

  const [sending, setSending] = useState(false);

  const reject = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      await onReject(values.reason.trim());
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title={title} okText={t('reject.submit')} okButtonProps={{ danger: true }} cancelText={t('common.cancel')} onOk={() => void reject()} confirmLoading={sending} onCancel={onClose}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={t('reject.reason')} extra={hint} rules={[zodRule(RejectBody.shape.reason)]}>
          <Input.TextArea rows={4} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
