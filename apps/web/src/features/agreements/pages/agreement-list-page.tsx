import { AGREEMENT_STATUSES, type AgreementStatus, type BuyerAgreement } from '@wm/contracts';
import { Button, Drawer, Form, Input, Modal, Popconfirm, Skeleton, Table, Tabs, message } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAddressQuery } from '../../../lib/address-query';
import { Price } from '../../../lib/price';
import { agreementCheckoutPath } from '../agreement-paths';
import { useAgreement, useAgreementCounts, useAgreements, useBuyerAgreementStep } from '../api/use-agreements';
import { AgreementStatusTag } from '../components/agreement-status-tag';
import { Countdown } from '../components/countdown';
import { AgreementDetails } from '../components/offer-history';
import { OfferFields, type OfferValues } from '../components/offer-form';
import '../agreements.css';

const PAGE_SIZE = 10;
const TABS = ['all', ...AGREEMENT_STATUSES] as const;
type Tab = (typeof TABS)[number];

function Actions({ agreement, onDetails, onReapply }: { agreement: BuyerAgreement; onDetails: () => void; onReapply: () => void }) {
  const { t } = useTranslation('agreements');
  const navigate = useNavigate();
  const step = useBuyerAgreementStep();
  const run = (action: 'cancel' | 'accept' | 'decline', done: string) =>
    step.mutate({ action, agreementNo: agreement.agreementNo }, { onSuccess: () => void message.success(t(done)) });
  return (
    <div className="agreement-actions">
      {agreement.actions.includes('buy') && agreement.remainingQuantity > 0 && (
        <Button type="primary" size="small" onClick={() => void navigate(agreementCheckoutPath(agreement.agreementNo, agreement.remainingQuantity))}>
          {t('action.buy')}
        </Button>
      )}
      {agreement.actions.includes('accept') && (
        <Button type="primary" size="small" loading={step.isPending} onClick={() => run('accept', 'done.accepted')}>
          {t('action.accept')}
        </Button>
      )}
      {agreement.actions.includes('decline') && (
        <Popconfirm title={t('confirm.decline')} onConfirm={() => run('decline', 'done.declined')}>
          <Button size="small">{t('action.decline')}</Button>
        </Popconfirm>
      )}
      {agreement.actions.includes('reapply') && (
        <Button size="small" onClick={onReapply}>
          {t('action.reapply')}
        </Button>
      )}
      <Button size="small" type="link" onClick={onDetails}>
        {t('action.details')}
      </Button>
      {agreement.actions.includes('cancel') && (
        <Popconfirm title={t('confirm.cancel')} onConfirm={() => run('cancel', 'done.canceled')}>
          <Button size="small" type="link" danger>
            {t('action.cancel')}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}

function ReapplyDialog({ agreement, onClose }: { agreement: BuyerAgreement | null; onClose: () => void }) {
  const { t } = useTranslation('agreements');
  const [form] = Form.useForm<OfferValues>();
  const step = useBuyerAgreementStep();
  if (!agreement) return null;
  const submit = (values: OfferValues) =>
    step.mutate(
      { action: 'reapply', agreementNo: agreement.agreementNo, body: { quantity: values.quantity, unitPrice: values.unitPrice, message: values.message?.trim() ?? '' } },
      {
        onSuccess: () => {
          void message.success(t('applied'));
          onClose();
        },
      },
    );
  return (
    <Modal open title={t('action.reapply')} okText={t('form.send')} onOk={() => form.submit()} confirmLoading={step.isPending} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ quantity: agreement.quantity, unitPrice: agreement.unitPrice ?? undefined, message: agreement.buyerMessage }}
      >
        <OfferFields minQuantity={agreement.moq} />
      </Form>
    </Modal>
  );
}

function DetailsDrawer({ agreementNo, onClose }: { agreementNo: string | null; onClose: () => void }) {
  const { t } = useTranslation('agreements');
  const detail = useAgreement(agreementNo);
  return (
    <Drawer open={agreementNo !== null} onClose={onClose} size={760} title={t('detail.title')} destroyOnHidden>
      {detail.data ? <AgreementDetails agreement={detail.data} /> : <Skeleton active />}
    </Drawer>
  );
}

/** /complexTransaction/index: the buyer's agreements by status, with their offers and the actions allowed now. */
export default function AgreementListPage() {
  const { t } = useTranslation('agreements');
  const [params, changeQuery] = useAddressQuery();
  const tab = (TABS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as Tab) : 'all';
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const agreementNo = params.get('agreementNo') ?? '';
  const query = { pageIndex, pageSize: PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab as AgreementStatus }), ...(agreementNo ? { agreementNo } : {}) };
  const list = useAgreements(query);
  const counts = useAgreementCounts();
  const [details, setDetails] = useState<string | null>(null);
  const [reapply, setReapply] = useState<BuyerAgreement | null>(null);
  const set = (changes: Record<string, string | null>) =>
    changeQuery((now) => {
      const next = new URLSearchParams(now);
      for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v);
      else next.delete(k);
      return next;
    }, { replace: true });
  const price = (amount: number | null) => (amount === null ? <span className="muted">{t('masked')}</span> : <Price amount={amount} />);

  return (
    <section className="page-container page-section agreements-page">
      <h1 className="page-title">{t('list.title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ status: key === 'all' ? null : key, page: null })}
        items={TABS.map((key) => ({ key, label: `${t(`tab.${key}`)}${counts.data ? ` (${counts.data[key]})` : ''}` }))}
      />
      <Input.Search
        allowClear
        defaultValue={agreementNo}
        placeholder={t('list.search')}
        onSearch={(value) => set({ agreementNo: value.trim() || null, page: null })}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<BuyerAgreement>
        rowKey="agreementNo"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1730 }}
        locale={{ emptyText: t('list.empty') }}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: (page) => set({ page: String(page) }) }}
        columns={[
          { title: t('col.agreementNo'), dataIndex: 'agreementNo', width: 220 },
          // Next to the number: what state it is in shows before the table is scrolled; the prices
          // follow the goods, so that they too show beside the fixed actions.
          { title: t('col.status'), width: 130, render: (_, a) => <AgreementStatusTag status={a.status} text={a.statusText} /> },
          {
            title: t('col.goods'),
            width: 300,
            render: (_, a) => (
              <div className="agreement-goods-cell">
                {a.image && <img src={a.image} alt="" />}
                <div>
                  <Link to={`/goodsDetails/index?goodsId=${a.goodsId}`}>{a.goodsName}</Link>
                  <div className="muted">{a.storeName}</div>
                </div>
              </div>
            ),
          },
          {
            title: t('col.prices'),
            width: 170,
            render: (_, a) => (
              <div>
                <div data-testid="agreement-price">{price(a.unitPrice)}</div>
                <div className="muted">
                  {t('col.original')} {price(a.originalPrice)}
                </div>
              </div>
            ),
          },
          { title: t('col.quantityBought'), width: 120, render: (_, a) => <span data-testid="agreement-quantities">{`${a.boughtQuantity} / ${a.quantity}`}</span> },
          { title: t('col.deadline'), width: 150, render: (_, a) => <Countdown deadline={a.deadline} /> },
          { title: t('col.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          {
            title: t('col.messages'),
            width: 240,
            render: (_, a) => (
              <div className="agreement-messages">
                {a.buyerMessage && <div>{t('col.buyerMessage', { text: a.buyerMessage })}</div>}
                {a.sellerMessage && <div data-testid="seller-message">{t('col.sellerMessage', { text: a.sellerMessage })}</div>}
              </div>
            ),
          },
          { title: t('col.actions'), fixed: 'right', width: 200, render: (_, a) => <Actions agreement={a} onDetails={() => setDetails(a.agreementNo)} onReapply={() => setReapply(a)} /> },
        ]}
      />
      <DetailsDrawer agreementNo={details} onClose={() => setDetails(null)} />
      <ReapplyDialog key={reapply?.agreementNo ?? 'none'} agreement={reapply} onClose={() => setReapply(null)} />
    </section>
  );
}
