import { Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState, type ReactNode } from 'react';
import { showServerFieldErrors } from './server-errors';

export interface ReasonDialogProps {
  title: string;
  okText: string;
  cancelText: string;
  /** The reason field's label, and who reads it (under the field). */
  label: string;
  hint?: string;
  /** What comes above the form. */
  intro?: ReactNode;
  rules: Rule[];
  danger?: boolean;
  rows?: number;
  autoFocus?: boolean;
  testId?: string;
  /** Sends the trimmed reason; a failure's field errors show under the field and the dialog stays. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A decision that must say why (a rejection, a removal, a disabled account): one reason, sent, then closed. */
export function ReasonDialog({ title, okText, cancelText, label, hint, intro, rules, danger = true, rows = 3, autoFocus, testId, onSubmit, onClose }: ReasonDialogProps) {
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
    <Modal open title={title} okText={okText} okButtonProps={{ danger }} cancelText={cancelText} onOk={() => void submit()} confirmLoading={sending} onCancel={onClose}>
      {intro}
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={label} extra={hint} rules={rules}>
          <Input.TextArea rows={rows} maxLength={500} showCount autoFocus={autoFocus} data-testid={testId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
