import type { SalesConsignee, SalesConsigneeInput } from '@wm/contracts';
import { Form, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { useChangeAddress } from '../api/use-sales-orders';
import { ConsigneeFields, type ConsigneeRegions } from './consignee-fields';

/** A new consignee for an order not shipped yet. */
export function ChangeAddressDialog({
  orderNo,
  consignee,
  regions,
  open,
  onClose,
}: {
  orderNo: string;
  consignee: SalesConsignee;
  regions: ConsigneeRegions;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('sales-orders');
  const [form] = Form.useForm<{ consignee: SalesConsigneeInput }>();
  const change = useChangeAddress(orderNo);
  const { erased: _erased, ...initial } = consignee;

  return (
    <Modal
      open={open}
      title={t('changeAddress.title')}
      okText={t('changeAddress.save')}
      cancelText={t('actions.back')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
      maskClosable={false}
      width={760}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ consignee: initial }}
        preserve={false}
        onFinish={(values) =>
          change.mutate(values.consignee, {
            onSuccess: () => {
              void message.success(t('changeAddress.done'));
              onClose();
            },
            onError: (error) => showServerFieldErrors(form, error, 'consignee'),
          })
        }
      >
        <ConsigneeFields form={form} regions={regions} />
      </Form>
    </Modal>
  );
}
