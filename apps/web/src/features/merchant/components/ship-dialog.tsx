import { SellerShipBody } from '@wm/contracts';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/forms/zod-rule';

export interface ShipValues {
  logisticsCompany: string;
  trackingNumber: string;
}

/** Carriers sellers use most (any other may be typed). */
const CARRIERS = ['UPS', 'FedEx', 'USPS', 'DHL', 'OnTrac', 'Amazon Logistics', 'Canada Post', 'Royal Mail', 'Yamato', 'SF Express'].map((value) => ({ value }));
const field = SellerShipBody.shape;

/**
 * Logistics company and tracking number for one order, or, in a batch, one company with a tracking
 * number per order (one a line, in the order shown).
 */
export function ShipDialog({
  open,
  orderNos,
  shipping,
  onShip,
  onClose,
}: {
  open: boolean;
  orderNos: string[];
  shipping: boolean;
  onShip: (values: { logisticsCompany: string; trackingNumbers: string[] }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('merchant');
  const [form] = Form.useForm<{ logisticsCompany: string; trackingNumbers: string }>();
  const batch = orderNos.length > 1;
  const numbersOf = (text: string | undefined) => (text ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

  return (
    <Modal
      open={open}
      title={batch ? t('ship.batchTitle', { count: orderNos.length }) : t('ship.title', { orderNo: orderNos[0] ?? '' })}
      okText={t('ship.ok')}
      cancelText={t('ship.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={shipping}
      destroyOnHidden
      maskClosable={false}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        onFinish={(values) => onShip({ logisticsCompany: values.logisticsCompany.trim(), trackingNumbers: numbersOf(values.trackingNumbers) })}
      >
        <Form.Item name="logisticsCompany" label={t('ship.logisticsCompany')} rules={[zodRule(field.logisticsCompany)]}>
          <AutoComplete options={CARRIERS} showSearch={{ filterOption: true }}>
            <Input maxLength={100} autoComplete="off" />
          </AutoComplete>
        </Form.Item>
        <Form.Item
          name="trackingNumbers"
          label={batch ? t('ship.trackingNumbers') : t('ship.trackingNumber')}
          extra={batch ? t('ship.trackingNumbersHint', { orderNos: orderNos.join(', ') }) : undefined}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const numbers = numbersOf(value);
                if (!numbers.length) throw new Error(t('ship.trackingRequired'));
                if (batch && numbers.length !== orderNos.length) throw new Error(t('ship.trackingCount', { count: orderNos.length }));
                if (numbers.some((number) => number.length > 60)) throw new Error(t('ship.trackingTooLong'));
              },
            },
          ]}
        >
          {batch ? <Input.TextArea rows={Math.min(8, orderNos.length + 1)} /> : <Input maxLength={60} autoComplete="off" />}
        </Form.Item>
      </Form>
    </Modal>
  );
}
