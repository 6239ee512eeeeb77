import { AFTER_SALES_STATUSES, type AfterSales, type AfterSalesStatus } from '@wm/contracts';
import { Button, Drawer, Form, Input, InputNumber, Modal, Skeleton, Tabs, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { useApprove, useReceiveReturn, useReject, useSellerAfterSales, useSellerAfterSalesList, useShipReissue } from '../api/use-after-sales';
import { AfterSalesInfo } from '../components/after-sales-info';
import { AfterSalesTable } from '../components/after-sales-table';
import { LogisticsDialog, ReasonDialog } from '../components/text-dialog';
import '../after-sales.css';
import { formatMoney } from '../../../lib/money';

const PAGE_SIZE = 20;
const isStatus = (value: string | null): value is AfterSalesStatus => AFTER_SALES_STATUSES.includes(value as AfterSalesStatus);

/** Approve: the refund (at most what was paid), a message, the return address for returns. */
function ApproveDialog({ target, onClose }: { target: AfterSales | null; onClose: () => void }) {
  const { t } = useTranslation('after-sales');
  const approve = useApprove();
  const [form] = Form.useForm<{ refundAmount?: number; message?: string; returnAddress?: string }>();
  useEffect(() => {
    if (target) form.setFieldsValue({ refundAmount: target.type === 'reissue' ? undefined : target.requestedAmount, message: '', returnAddress: '' });
  }, [target, form]);
  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    try {
      const body = { refundAmount: target.type === 'reissue' ? undefined : values.refundAmount, message: values.message || undefined, returnAddress: values.returnAddress || undefined };
      await approve.mutateAsync({ afterSalesNo: target.afterSalesNo, body });
      void message.success(t('seller.approved'));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };
  return (
    <Modal open={Boolean(target)} title={t('actions.approve')} okText={t('actions.approve')} cancelText={t('actions.back')} okButtonProps={{ loading: approve.isPending }} maskClosable={false} onCancel={onClose} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="vertical">
        {target && target.type !== 'reissue' && (
          <Form.Item name="refundAmount" label={t('fields.refundAmount')} extra={t('seller.maxRefund', { amount: formatMoney(target.maxRefund, 'USD') })} rules={[{ required: true, message: t('validation.amount') }]}>
            <InputNumber min={0.01} max={target.maxRefund} precision={2} prefix="$" style={{ width: 200 }} />
          </Form.Item>
        )}
        {target?.type === 'returnRefund' && (
          <Form.Item name="returnAddress" label={t('fields.returnAddress')} rules={[{ required: true, whitespace: true, message: t('validation.returnAddress') }]}>
            <Input maxLength={300} />
          </Form.Item>
        )}
        <Form.Item name="message" label={t('fields.sellerMessage')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The store's after-sales: decide within the window, receive returns, ship reissues. */
export default function MerchantAfterSalesPage() {
  const { t } = useTranslation('after-sales');
  const [params, changeQuery] = useAddressQuery();
  const status = isStatus(params.get('status')) ? (params.get('status') as AfterSalesStatus) : undefined;
  const keyword = params.get('keyword')?.trim() || undefined;
  const page = Number(params.get('page'));
  const pageIndex = Number.isInteger(page) && page > 1 ? page : 1;
  const list = useSellerAfterSalesList({ status, keyword, pageIndex, pageSize: PAGE_SIZE });
  const [approving, setApproving] = useState<AfterSales | null>(null);
  const [rejecting, setRejecting] = useState<AfterSales | null>(null);
  const [shipping, setShipping] = useState<AfterSales | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const detail = useSellerAfterSales(viewing);
  const reject = useReject();
  const receive = useReceiveReturn();
  const ship = useShipReissue();

  const change = (next: Record<string, string | undefined>) =>
    changeQuery(patchQuery(next), { replace: true });
  const confirmReceive = (a: AfterSales) =>
    Modal.confirm({
      title: t('seller.receiveTitle'),
      content: t('seller.receiveContent', { count: a.quantity, itemCode: a.goods.itemCode }),
      okText: t('actions.receive'),
      cancelText: t('actions.back'),
      onOk: () => receive.mutateAsync(a.afterSalesNo).then(() => void message.success(t('seller.received'))),
    });

  return (
    <section className="as-page">
      <div className="as-card">
        <h1 className="page-title">{t('seller.title')}</h1>
        <Tabs
          activeKey={status ?? 'all'}
          onChange={(key) => change({ status: key === 'all' ? undefined : key })}
          items={[{ key: 'all', label: t('list.all') }, ...AFTER_SALES_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) }))]}
        />
        <div className="as-filters">
          <Input.Search allowClear placeholder={t('list.keyword')} style={{ width: 280 }} defaultValue={keyword} onSearch={(value) => change({ keyword: value.trim() || undefined })} />
        </div>
        <AfterSalesTable
          rows={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          pageIndex={pageIndex}
          pageSize={PAGE_SIZE}
          loading={list.isFetching}
          onPage={(next) => change({ page: String(next) })}
          actions={(a) => (
            <>
              {a.actions.includes('approve') && (
                <Button type="primary" size="small" onClick={() => setApproving(a)}>
                  {t('actions.approve')}
                </Button>
              )}
              {a.actions.includes('reject') && (
                <Button danger size="small" onClick={() => setRejecting(a)}>
                  {t('actions.reject')}
                </Button>
              )}
              {a.actions.includes('receive') && (
                <Button type="primary" size="small" onClick={() => confirmReceive(a)}>
                  {t('actions.receive')}
                </Button>
              )}
              {a.actions.includes('shipReissue') && (
                <Button type="primary" size="small" onClick={() => setShipping(a)}>
                  {t('actions.shipReissue')}
                </Button>
              )}
              <Button size="small" onClick={() => setViewing(a.afterSalesNo)}>
                {t('actions.details')}
              </Button>
            </>
          )}
        />
      </div>
      <ApproveDialog target={approving} onClose={() => setApproving(null)} />
      <ReasonDialog
        open={Boolean(rejecting)}
        title={t('actions.reject')}
        label={t('fields.rejectReason')}
        okText={t('actions.reject')}
        danger
        busy={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => reject.mutateAsync({ afterSalesNo: rejecting!.afterSalesNo, reason }).then(() => void message.success(t('seller.rejected')))}
      />
      <LogisticsDialog
        open={Boolean(shipping)}
        title={t('actions.shipReissue')}
        okText={t('actions.shipReissue')}
        busy={ship.isPending}
        onClose={() => setShipping(null)}
        onSubmit={(body) => ship.mutateAsync({ afterSalesNo: shipping!.afterSalesNo, body }).then(() => void message.success(t('seller.shipped')))}
      />
      <Drawer open={Boolean(viewing)} width={820} title={viewing} onClose={() => setViewing(null)} destroyOnHidden>
        {detail.data ? <AfterSalesInfo data={detail.data} showBuyer /> : <Skeleton active />}
      </Drawer>
    </section>
  );
}
