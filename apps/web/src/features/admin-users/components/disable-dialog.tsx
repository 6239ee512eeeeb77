import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';

/** Disabling an account says why: the reason is kept in the audit log. */
export function DisableDialog({ name, onSubmit, onClose }: { name: string; onSubmit: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
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
    <Modal open title={t('users.disableTitle', { name })} okText={t('users.disable')} okButtonProps={{ danger: true }} cancelText={t('common.cancel')} onOk={() => void submit()} confirmLoading={sending} onCancel={onClose}>
      <p className="admin-muted">{t('users.disableHint')}</p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={t('users.reason')} rules={[{ required: true, whitespace: true, message: t('users.reasonRequired') }, { max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="disable-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
