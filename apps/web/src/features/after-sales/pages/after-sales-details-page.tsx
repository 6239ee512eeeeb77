import { Button, Empty, Modal, Skeleton, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { say } from '../../../lib/messages';
import { useAfterSales, useCancelAfterSales, useEscalate, useFillReturn } from '../api/use-after-sales';
import { AfterSalesInfo } from '../components/after-sales-info';
import { LogisticsDialog, ReasonDialog } from '../components/text-dialog';
import { applicationPath } from '../format';
import '../after-sales.css';

/** One of my after-sales: its facts and timeline, and what I may do now (the server's actions). */
export default function AfterSalesDetailsPage() {
  const { t } = useTranslation('after-sales');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const afterSalesNo = params.get('afterSalesNo') ?? '';
  const query = useAfterSales(afterSalesNo);
  const cancel = useCancelAfterSales();
  const fill = useFillReturn();
  const escalate = useEscalate();
  const [dialog, setDialog] = useState<'return' | 'escalate' | null>(null);
  const data = query.data;

  if (!data) {
    return <section className="page-container page-section">{query.isError || !afterSalesNo ? <Empty description={t('details.notFound')} /> : <Skeleton active />}</section>;
  }
  const orderNo = data.salesOrderNo ?? data.purchaseOrderNo ?? '';

  const confirmCancel = () =>
    Modal.confirm({
      title: t('actions.cancelTitle'),
      content: t('actions.cancelContent', { afterSalesNo }),
      okText: t('actions.cancelOk'),
      cancelText: t('actions.back'),
      okButtonProps: { danger: true },
      onOk: () => cancel.mutateAsync(afterSalesNo).then(() => void message.success(say('afterSales.canceled'))),
    });

  return (
    <section className="page-container page-section as-page">
      <div className="as-card as-head">
        <h1 className="page-title">{t('details.title', { afterSalesNo: data.afterSalesNo })}</h1>
        <span className="as-spacer" />
        <div className="as-actions">
          {data.actions.includes('fillReturn') && (
            <Button type="primary" onClick={() => setDialog('return')}>
              {t('actions.fillReturn')}
            </Button>
          )}
          {data.actions.includes('escalate') && <Button onClick={() => setDialog('escalate')}>{t('actions.escalate')}</Button>}
          {data.actions.includes('reapply') && <Button onClick={() => void navigate(applicationPath(data.source, orderNo, data.goods.goodsId))}>{t('actions.reapply')}</Button>}
          {data.actions.includes('cancel') && (
            <Button danger onClick={confirmCancel}>
              {t('actions.cancel')}
            </Button>
          )}
        </div>
      </div>
      <div className="as-card">
        <AfterSalesInfo data={data} />
      </div>
      <LogisticsDialog
        open={dialog === 'return'}
        title={t('actions.fillReturn')}
        okText={t('actions.submit')}
        busy={fill.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(body) => fill.mutateAsync({ afterSalesNo, body }).then(() => void message.success(say('afterSales.returnFilled')))}
      />
      <ReasonDialog
        open={dialog === 'escalate'}
        title={t('actions.escalate')}
        label={t('fields.escalationReason')}
        okText={t('actions.escalate')}
        busy={escalate.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => escalate.mutateAsync({ afterSalesNo, reason }).then(() => void message.success(t('actions.escalated')))}
      />
    </section>
  );
}
