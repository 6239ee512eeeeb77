import { say } from '../../../lib/messages';
import { type PurchaseOrderAction } from '@wm/contracts';
import { Button, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBuyAgain, useCancelPurchaseOrder, useConfirmReceipt } from '../api/use-purchase-orders';

/** The buttons of the actions the server says the order allows now. */
export function OrderActions({ orderNo, actions, details = false }: { orderNo: string; actions: readonly PurchaseOrderAction[]; details?: boolean }) {
  const { t } = useTranslation('purchase-orders');
  const navigate = useNavigate();
  const cancel = useCancelPurchaseOrder();
  const receive = useConfirmReceipt();
  const again = useBuyAgain();

  const confirmCancel = () =>
    Modal.confirm({
      title: t('actions.cancelTitle'),
      content: t('actions.cancelContent', { orderNo }),
      okText: t('actions.cancelOk'),
      cancelText: t('actions.back'),
      okButtonProps: { danger: true },
      onOk: () => cancel.mutateAsync(orderNo).then(() => void message.success(say('order.canceled'))),
    });
  const confirmReceive = () =>
    Modal.confirm({
      title: t('actions.receiveTitle'),
      okText: t('actions.confirmReceipt'),
      cancelText: t('actions.back'),
      onOk: () => receive.mutateAsync(orderNo).then(() => void message.success(t('actions.received'))),
    });

  return (
    <div className="po-actions">
      {actions.includes('pay') && (
        <Button type="primary" onClick={() => void navigate(`/payment/index?orderNos=${encodeURIComponent(orderNo)}`)}>
          {t('actions.pay')}
        </Button>
      )}
      {actions.includes('confirmReceipt') && (
        <Button type="primary" onClick={confirmReceive}>
          {t('actions.confirmReceipt')}
        </Button>
      )}
      {details && <Button onClick={() => void navigate(`/purchaseOrderManage/purchaseOrderDetails?orderNo=${encodeURIComponent(orderNo)}`)}>{t('actions.details')}</Button>}
      {actions.includes('buyAgain') && (
        <Button loading={again.isPending} onClick={() => again.mutate(orderNo, { onSuccess: () => void message.success(say('cart.added')) })}>
          {t('actions.buyAgain')}
        </Button>
      )}
      {actions.includes('applyAfterSales') && (
        <Button onClick={() => void navigate(`/afterSalesManage/afterSalesApplication?source=purchaseOrder&orderNo=${encodeURIComponent(orderNo)}`)}>{t('actions.applyAfterSales')}</Button>
      )}
      {actions.includes('cancel') && (
        <Button danger type="link" onClick={confirmCancel}>
          {t('actions.cancel')}
        </Button>
      )}
    </div>
  );
}
