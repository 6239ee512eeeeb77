import { say } from '../../../lib/messages';
import { AddCardBody } from '@wm/contracts';
import { AutoComplete, Form, Input, message, Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../lib/forms/code-field';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { currentLanguage } from '../../../lib/i18n';
import { useAddBankCard } from '../api/use-bank-cards';
import { commonBanks } from './common-banks';

interface CardValues {
  cardholder: string;
  accountNumber: string;
  bankName: string;
  code: string;
}

const field = AddCardBody.shape;

// The code goes to the signed-in user's own mobile: the server picks it.
const bankCardCodeQuery = async () => ({ scene: 'bank-card' as const });

/** Adds a bank card, confirmed with an SMS code. */
export function AddCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<CardValues>();
  const adding = useAddBankCard();
  const banks = useMemo(() => commonBanks(currentLanguage()).map((name) => ({ value: name })), []);

  const add = (values: CardValues) =>
    adding.mutate(values, {
      onSuccess: () => {
        void message.success(say('card.added'));
        onClose();
      },
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <Modal
      open
      title={t('cards.addTitle')}
      okText={t('cards.addSubmit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={adding.isPending}
      width={560}
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={add} className="card-form">
        <Form.Item name="cardholder" label={t('cards.cardholder')} rules={[zodRule(field.cardholder)]}>
          <Input maxLength={80} autoComplete="cc-name" />
        </Form.Item>
        <Form.Item name="accountNumber" label={t('cards.accountNumber')} extra={t('cards.accountNumberHint')} rules={[zodRule(field.accountNumber)]}>
          <Input maxLength={42} autoComplete="off" inputMode="text" />
        </Form.Item>
        <Form.Item name="bankName" label={t('cards.bank')} rules={[zodRule(field.bankName)]}>
          <AutoComplete
            options={banks}
            placeholder={t('cards.bankPlaceholder')}
            showSearch={{ filterOption: (input, option) => !!option?.value.toLowerCase().includes(input.toLowerCase()) }}
            maxLength={100}
          />
        </Form.Item>
        <CodeField label={t('cards.code')} rule={zodRule(field.code)} getQuery={bankCardCodeQuery} placeholder={t('cards.codePlaceholder')} />
      </Form>
    </Modal>
  );
}
