import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

export interface OfferValues {
  quantity: number;
  unitPrice: number;
  message?: string;
}

/** Quantity, unit price and message of an offer (an application, a reapplication or a counter). */
export function OfferFields({ minQuantity, messageRequired = false, messageLabel }: { minQuantity: number; messageRequired?: boolean; messageLabel?: string }) {
  const { t } = useTranslation('agreements');
  return (
    <>
      <Form.Item
        name="quantity"
        label={t('form.quantity')}
        extra={t('form.moq', { count: minQuantity })}
        rules={[
          { required: true, message: t('form.quantityRequired') },
          { type: 'number', min: minQuantity, message: t('form.moq', { count: minQuantity }) },
        ]}
      >
        <InputNumber<number> min={1} max={999_999} precision={0} className="agreement-form__number" aria-label={t('form.quantity')} />
      </Form.Item>
      <Form.Item name="unitPrice" label={t('form.unitPrice')} rules={[{ required: true, message: t('form.priceRequired') }]}>
        <InputNumber<number> min={0.01} max={1_000_000} precision={2} prefix="$" className="agreement-form__number" aria-label={t('form.unitPrice')} />
      </Form.Item>
      <Form.Item name="message" label={messageLabel ?? t('form.message')} rules={[{ required: messageRequired, whitespace: true, message: t('form.messageRequired') }, { max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} showCount aria-label={messageLabel ?? t('form.message')} />
      </Form.Item>
    </>
  );
}
