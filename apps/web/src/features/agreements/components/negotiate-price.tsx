import type { BuyerAgreement } from '@wm/contracts';
import { Alert, Button, Form, Modal, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Price } from '../../../lib/price';
import { useOfficeStrings } from '../../../lib/i18n';
import { useClientStore } from '../../../lib/store';
import { AGREEMENT_LIST_PATH, agreementCheckoutPath } from '../agreement-paths';
import { useApplyAgreement, useGoodsAgreements } from '../api/use-agreements';
import { Countdown } from './countdown';
import { OfferFields, type OfferValues } from './offer-form';
import '../agreements.css';

/** What an approved buyer's agreement on this goods says (the goods purchase prompts), or where it stands. */
function AgreementPrompt({ agreement }: { agreement: BuyerAgreement }) {
  const { t } = useTranslation('agreements');
  const navigate = useNavigate();
  const approved = agreement.status === 'approved';
  return (
    <Alert
      type={approved ? 'success' : 'info'}
      showIcon
      data-testid="agreement-prompt"
      title={
        <span>
          {t('prompt.title', { agreementNo: agreement.agreementNo })} · {agreement.statusText}
        </span>
      }
      description={
        <div className="agreement-prompt">
          <span>
            {t('prompt.agreedQuantity')}: <strong data-testid="prompt-quantity">{agreement.quantity}</strong>
          </span>
          <span>
            {t('prompt.bought')}: <strong>{agreement.boughtQuantity}</strong>
          </span>
          {agreement.unitPrice !== null && (
            <span>
              {t('prompt.price')}: <Price amount={agreement.unitPrice} testId="prompt-price" />
            </span>
          )}
          {agreement.sellerMessage && (
            <span>
              {t('prompt.sellerMessage')}: {agreement.sellerMessage}
            </span>
          )}
          <Countdown deadline={agreement.deadline} />
          {approved && agreement.remainingQuantity > 0 ? (
            <Button type="primary" size="small" onClick={() => void navigate(agreementCheckoutPath(agreement.agreementNo, agreement.remainingQuantity))}>
              {t('prompt.buy')}
            </Button>
          ) : (
            <Link to={AGREEMENT_LIST_PATH}>{t('prompt.open')}</Link>
          )}
        </div>
      }
    />
  );
}

/**
 * The goods page's "Negotiate a price": an approved buyer asks the store for a unit price for a
 * quantity (at least the goods' minimum); the prompts show the buyer's agreements on this goods.
 */
export function NegotiatePrice({ goodsId, moq, canNegotiate }: { goodsId: number; moq: number; canNegotiate: boolean }) {
  const { t } = useTranslation('agreements');
  const user = useClientStore((state) => state.userInfo);
  const isBuyer = !!user && user.role === 'buyer' && !user.isStore;
  const agreements = useGoodsAgreements(goodsId, isBuyer);
  const apply = useApplyAgreement();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<OfferValues>();
  // This feature's strings come with the signed-in pages' (not in a visitor's first download).
  const stringsReady = useOfficeStrings(isBuyer);
  if (!isBuyer || !stringsReady) return null;

  const submit = (values: OfferValues) =>
    apply.mutate(
      { goodsId, quantity: values.quantity, unitPrice: values.unitPrice, message: values.message?.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          form.resetFields();
          void message.success(t('applied'));
        },
      },
    );

  return (
    <div className="agreement-goods" data-testid="negotiate">
      {(agreements.data ?? []).map((a) => (
        <AgreementPrompt key={a.agreementNo} agreement={a} />
      ))}
      {canNegotiate && (
        <Button onClick={() => setOpen(true)} data-testid="negotiate-open">
          {t('negotiate')}
        </Button>
      )}
      <Modal
        open={open}
        title={t('negotiate')}
        okText={t('form.send')}
        onOk={() => form.submit()}
        confirmLoading={apply.isPending}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ quantity: moq }} onFinish={submit} preserve={false}>
          <OfferFields minQuantity={moq} />
        </Form>
      </Modal>
    </div>
  );
}
