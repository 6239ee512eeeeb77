import { AFTER_SALES_STATUSES, DecideAfterSalesBody, type AfterSales, type AfterSalesStatus } from '@wm/contracts';
import { Button, Drawer, Form, Input, InputNumber, Modal, Skeleton, Tabs, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchQuery, useAddressQuery } from '../../../lib/address-query';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useAdminAfterSales, useAdminAfterSalesList, useDecide } from '../api/use-after-sales';
import { AfterSalesInfo } from '../components/after-sales-info';
import { AfterSalesTable } from '../components/after-sales-table';
import '../after-sales.css';
import { formatMoney } from '../../../lib/money';

const PAGE_SIZE = 20;
const isStatus = (value: string | null): value is AfterSalesStatus => AFTER_SALES_STATUSES.includes(value as AfterSalesStatus);

/** The final decision: a refund (0 upholds the store's rejection) and the reason, logged. */
function DecideDialog({ target, onClose }: { target: AfterSales | null; onClose: () => void }) {
  const { t } = useTranslation('after-sales');
  const decide = useDecide();
  const [form] = Form.useForm<{ refundAmount: number; reason: string }>();
  useEffect(() => {
    if (target) form.setFieldsValue({ refundAmount: target.requestedAmount, reason: '' });
  }, [target, form]);
  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    try {
      const done = await decide.mutateAsync({ afterSalesNo: target.afterSalesNo, body: values });
      void message.success(done.status === 'rejected' ? t('admin.upheld') : t('admin.refunded'));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };
  return (
    <Modal open={Boolean(target)} title={t('actions.decide')} okText={t('actions.decide')} cancelText={t('actions.back')} okButtonProps={{ loading: decide.isPending }} maskClosable={false} onCancel={onClose} onOk={() => void submit()} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="refundAmount" label={t('fields.refundAmount')} extra={target ? t('admin.amountHint', { amount: formatMoney(target.maxRefund, 'USD') }) : undefined} rules={[{ required: true, message: t('validation.amount') }]}>
          <InputNumber min={0} max={target?.maxRefund} precision={2} prefix="$" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.decisionReason')} rules={[zodRule(DecideAfterSalesBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Escalated after-sales (and any other on request) for the operator to decide. */
export default function AdminAfterSalesPage() {
  const { t } = useTranslation('after-sales');
  const [params, changeQuery] = useAddressQuery();
  const status: AfterSalesStatus = isStatus(params.get('status')) ? (params.get('status') as AfterSalesStatus) : 'escalated';
  const keyword = params.get('keyword')?.trim() || undefined;
  const page = Number(params.get('page'));
  const pageIndex = Number.isInteger(page) && page > 1 ? page : 1;
  const list = useAdminAfterSalesList({ status, keyword, pageIndex, pageSize: PAGE_SIZE });
  const [deciding, setDeciding] = useState<AfterSales | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const detail = useAdminAfterSales(viewing);

  const change = (next: Record<string, string | undefined>) =>
    changeQuery(patchQuery(next), { replace: true });

  return (
    <section className="as-page">
      <div className="as-card">
        <h1 className="page-title">{t('admin.title')}</h1>
        <Tabs activeKey={status} onChange={(key) => change({ status: key })} items={AFTER_SALES_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) }))} />
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
              {a.actions.includes('decide') && (
                <Button type="primary" size="small" onClick={() => setDeciding(a)}>
                  {t('actions.decide')}
                </Button>
              )}
              <Button size="small" onClick={() => setViewing(a.afterSalesNo)}>
                {t('actions.details')}
              </Button>
            </>
          )}
        />
      </div>
      <DecideDialog target={deciding} onClose={() => setDeciding(null)} />
      <Drawer open={Boolean(viewing)} width={820} title={viewing} onClose={() => setViewing(null)} destroyOnHidden>
        {detail.data ? <AfterSalesInfo data={detail.data} showBuyer /> : <Skeleton active />}
      </Drawer>
    </section>
  );
}
