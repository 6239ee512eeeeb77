import type { FeeOrderStatus, SalesOrderAction } from '@wm/contracts';
import { Button, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSalesOrderAction } from '../api/use-sales-orders';
import { detailsPath, editPath, payFeesPath } from '../format';

interface SalesOrderActionsProps {
  orderNo: string;
  actions: readonly SalesOrderAction[];
  feeOrder: { feeOrderNo: string; status: FeeOrderStatus } | null;
  /** Lists add a details button; the details page has the change-address dialog. */
  details?: boolean;
  onChangeAddress?: () => void;
  size?: 'small' | 'middle';
}

/** The buttons of the actions the server allows now (it derives them from the transition table). */
export function SalesOrderActions({ orderNo, actions, feeOrder, details = false, onChangeAddress, size = 'middle' }: SalesOrderActionsProps) {
  const { t } = useTranslation('sales-orders');
  const navigate = useNavigate();
  const act = useSalesOrderAction();
  const busy = (action: string) => act.isPending && act.variables?.action === action;

  const submit = () =>
    act.mutate(
      { action: 'submit', orderNo },
      { onSuccess: (order) => void message.success(order.status === 'onHold' ? t('actions.submittedShort') : t('actions.submitted')) },
    );
  const confirmCancel = () =>
    Modal.confirm({
      title: t('actions.cancelTitle'),
      content: t('actions.cancelContent', { orderNo }),
      okText: t('actions.cancelOk'),
      cancelText: t('actions.back'),
      okButtonProps: { danger: true },
      onOk: () => act.mutateAsync({ action: 'cancel', orderNo }).then(() => void message.success(t('actions.canceled'))),
    });
  const confirmReceive = () =>
    Modal.confirm({
      title: t('actions.receiveTitle'),
      content: t('actions.receiveContent', { orderNo }),
      okText: t('actions.confirmReceipt'),
      cancelText: t('actions.back'),
      onOk: () => act.mutateAsync({ action: 'confirmReceipt', orderNo }).then(() => void message.success(t('actions.received'))),
    });
  const orderAgain = () =>
    act.mutate(
      { action: 'orderAgain', orderNo },
      {
        onSuccess: (order) => {
          void message.success(t('actions.orderedAgain', { orderNo: order.orderNo }));
          void navigate(editPath(order.orderNo));
        },
      },
    );

  return (
    <div className="so-actions">
      {actions.includes('pay') && feeOrder && (
        <Button type="primary" size={size} onClick={() => void navigate(payFeesPath([feeOrder.feeOrderNo]))}>
          {t('actions.pay')}
        </Button>
      )}
      {actions.includes('submit') && (
        <Button type="primary" size={size} loading={busy('submit')} onClick={submit}>
          {t('actions.submit')}
        </Button>
      )}
      {actions.includes('confirmReceipt') && (
        <Button type="primary" size={size} onClick={confirmReceive}>
          {t('actions.confirmReceipt')}
        </Button>
      )}
      {actions.includes('edit') && (
        <Button size={size} onClick={() => void navigate(editPath(orderNo))}>
          {t('actions.edit')}
        </Button>
      )}
      {details && (
        <Button size={size} onClick={() => void navigate(detailsPath(orderNo))}>
          {t('actions.details')}
        </Button>
      )}
      {actions.includes('changeAddress') && onChangeAddress && (
        <Button size={size} onClick={onChangeAddress}>
          {t('actions.changeAddress')}
        </Button>
      )}
      {actions.includes('orderAgain') && (
        <Button size={size} loading={busy('orderAgain')} onClick={orderAgain}>
          {t('actions.orderAgain')}
        </Button>
      )}
      {actions.includes('applyAfterSales') && (
        <Button size={size} onClick={() => void navigate(`/afterSalesManage/afterSalesApplication?source=salesOrder&orderNo=${encodeURIComponent(orderNo)}`)}>
          {t('actions.applyAfterSales')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button danger type="link" size={size} onClick={confirmCancel}>
          {t('actions.cancel')}
        </Button>
      )}
    </div>
  );
}
