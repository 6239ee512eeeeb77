import { AGREEMENT_STATUSES, type AgreementStatus, type SellerAgreement } from '@wm/contracts';
import { Button, Drawer, Form, Input, Modal, Skeleton, Table, Tabs, message } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';
import { useSellerAgreement, useSellerAgreements, useSellerAgreementStep } from '../api/use-agreements';
import { AgreementStatusTag } from '../components/agreement-status-tag';
import { Countdown } from '../components/countdown';
import { AgreementDetails } from '../components/offer-history';
import { OfferFields, type OfferValues } from '../components/offer-form';
import '../agreements.css';

const PAGE_SIZE = 10;
const TABS = ['all', ...AGREEMENT_STATUSES] as const;
type Dialog = { kind: 'approve' | 'counter' | 'reject'; agreement: SellerAgreement } | null;

/** Approve as asked (an optional message), counter (price, quantity, message) or reject (a reason). */
function AnswerDialog({ dialog, onClose }: { dialog: Dialog; onClose: () => void }) {
  const { t } = useTranslation('agreements');
  const [form] = Form.useForm();
  const step = useSellerAgreementStep();
  if (!dialog) return null;
  const { kind, agreement } = dialog;
  const done = { approve: 'done.approved', counter: 'done.countered', reject: 'done.rejected' }[kind];
  const submit = (values: Record<string, unknown>) => {
    const agreementNo = agreement.agreementNo;
    const onSuccess = () => {
      void message.success(t(done));
      onClose();
    };
    if (kind === 'approve') step.mutate({ agreementNo, step: { action: 'approve', body: { message: String(values.message ?? '').trim() } } }, { onSuccess });
    else if (kind === 'reject') step.mutate({ agreementNo, step: { action: 'reject', body: { reason: String(values.reason ?? '').trim() } } }, { onSuccess });
    else {
      const offer = values as unknown as OfferValues;
      step.mutate({ agreementNo, step: { action: 'counter', body: { quantity: offer.quantity, unitPrice: offer.unitPrice, message: (offer.message ?? '').trim() } } }, { onSuccess });
    }
  };
  return (
    <Modal
      open
      title={`${t(`action.${kind}`)} · ${agreement.agreementNo}`}
      okText={t(`action.${kind}`)}
      okButtonProps={{ danger: kind === 'reject' }}
      onOk={() => form.submit()}
      confirmLoading={step.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="muted">
        {t('merchant.asked', { quantity: agreement.quantity, name: agreement.goodsName })} {agreement.unitPrice !== null && <Price amount={agreement.unitPrice} />}
      </p>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={kind === 'counter' ? { quantity: agreement.quantity, unitPrice: agreement.unitPrice ?? undefined } : {}}>
        {kind === 'counter' && <OfferFields minQuantity={1} messageRequired messageLabel={t('form.messageToBuyer')} />}
        {kind === 'approve' && (
          <Form.Item name="message" label={t('form.messageToBuyer')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} aria-label={t('form.messageToBuyer')} />
          </Form.Item>
        )}
        {kind === 'reject' && (
          <Form.Item name="reason" label={t('form.reason')} rules={[{ required: true, whitespace: true, message: t('form.reasonRequired') }, { max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} aria-label={t('form.reason')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function DetailsDrawer({ agreementNo, onClose }: { agreementNo: string | null; onClose: () => void }) {
  const { t } = useTranslation('agreements');
  const detail = useSellerAgreement(agreementNo);
  return (
    <Drawer open={agreementNo !== null} onClose={onClose} size={760} title={t('detail.title')} destroyOnHidden>
      {detail.data ? <AgreementDetails agreement={detail.data} /> : <Skeleton active />}
    </Drawer>
  );
}

/** /merchant/agreements: price negotiations asked of the store, answered here. */
export default function MerchantAgreementsPage() {
  const { t } = useTranslation('agreements');
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const [pageIndex, setPageIndex] = useState(1);
  const [agreementNo, setAgreementNo] = useState('');
  const list = useSellerAgreements({ pageIndex, pageSize: PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab as AgreementStatus }), ...(agreementNo ? { agreementNo } : {}) });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [details, setDetails] = useState<string | null>(null);
  const price = (amount: number | null) => (amount === null ? '-' : <Price amount={amount} />);

  return (
    <section className="agreements-page">
      <h1 className="merchant-title">{t('merchant.title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as (typeof TABS)[number]);
          setPageIndex(1);
        }}
        items={TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
      />
      <Input.Search allowClear placeholder={t('list.search')} onSearch={(v) => (setAgreementNo(v.trim()), setPageIndex(1))} style={{ maxWidth: 320, marginBottom: 12 }} />
      <Table<SellerAgreement>
        rowKey="agreementNo"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1730 }}
        locale={{ emptyText: t('list.empty') }}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPageIndex }}
        columns={[
          { title: t('col.agreementNo'), dataIndex: 'agreementNo', width: 220 },
          // Next to the number, as on the buyer's list: what state it is in shows before the table is scrolled;
          // the prices follow the goods, so that they too show beside the fixed actions.
          { title: t('col.status'), width: 130, render: (_, a) => <AgreementStatusTag status={a.status} text={a.statusText} /> },
          {
            title: t('col.goods'),
            width: 300,
            render: (_, a) => (
              <div className="agreement-goods-cell">
                {a.image && <img src={a.image} alt="" />}
                <div>
                  <div>{a.goodsName}</div>
                  <div className="muted">{a.itemCode}</div>
                </div>
              </div>
            ),
          },
          { title: t('col.buyer'), dataIndex: 'buyerName', width: 110 },
          {
            title: t('col.prices'),
            width: 170,
            render: (_, a) => (
              <div>
                <div>{price(a.unitPrice)}</div>
                <div className="muted">
                  {t('col.original')} {price(a.originalPrice)}
                </div>
              </div>
            ),
          },
          { title: t('col.quantityBought'), width: 120, render: (_, a) => `${a.boughtQuantity} / ${a.quantity}` },
          { title: t('col.deadline'), width: 150, render: (_, a) => <Countdown deadline={a.deadline} /> },
          { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          {
            title: t('col.messages'),
            width: 240,
            render: (_, a) => (
              <div className="agreement-messages">
                {a.buyerMessage && <div>{t('col.buyerMessage', { text: a.buyerMessage })}</div>}
                {a.sellerMessage && <div>{t('col.sellerMessage', { text: a.sellerMessage })}</div>}
              </div>
            ),
          },
          {
            title: t('col.actions'),
            fixed: 'right',
            width: 220,
            render: (_, a) => (
              <div className="agreement-actions">
                {a.actions.map((kind) => (
                  <Button key={kind} size="small" type={kind === 'approve' ? 'primary' : 'default'} danger={kind === 'reject'} onClick={() => setDialog({ kind, agreement: a })}>
                    {t(`action.${kind}`)}
                  </Button>
                ))}
                <Button size="small" type="link" onClick={() => setDetails(a.agreementNo)}>
                  {t('action.details')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      <AnswerDialog key={dialog ? `${dialog.kind}-${dialog.agreement.agreementNo}` : 'none'} dialog={dialog} onClose={() => setDialog(null)} />
      <DetailsDrawer agreementNo={details} onClose={() => setDetails(null)} />
    </section>
  );
}
