import { PAY_WAYS, type InitiatePayWay, type OperateConfig } from '@wm/contracts';
import { Button, Form, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UsdAmountField } from '../../../lib/forms/usd-amount-field';
import { formatMoney } from '../../../lib/money';
import { usePayWays } from '../../../lib/pay-ways';
import { useRecharge } from '../api/use-recharge';
import { rechargeAmountProblem } from '../recharge-amount';

interface RechargeValues {
  amount?: number | null;
  payWay: InitiatePayWay;
}

/** The ways a recharge can be paid (the balance cannot pay itself). */
const RECHARGE_WAYS: readonly { value: InitiatePayWay; name: string }[] = [
  { value: PAY_WAYS.online, name: 'online' },
  { value: PAY_WAYS.alipay, name: 'alipay' },
  { value: PAY_WAYS.wechat, name: 'wechat' },
  { value: PAY_WAYS.offline, name: 'offline' },
  { value: PAY_WAYS.enterpriseBank, name: 'enterpriseBank' },
];

/** Top up: an amount of at least the minimum single payment and a way to pay; the payment screen follows. */
export function RechargeForm({ settings }: { settings: OperateConfig }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [form] = Form.useForm<RechargeValues>();
  const recharging = useRecharge();
  const offered = usePayWays();
  const ways = RECHARGE_WAYS.filter((way) => offered.data?.includes(way.value));
  // The form's first choice is the first offered way: wait until the server said which.
  if (!offered.data) return <Skeleton active paragraph={{ rows: 3 }} />;

  const submit = ({ amount, payWay }: RechargeValues) => {
    if (!amount) return;
    recharging.mutate(
      { amount, payWay },
      { onSuccess: (payment) => void navigate(`/payment/index?paymentNo=${encodeURIComponent(payment.paymentNo)}`) },
    );
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ payWay: ways[0]?.value ?? PAY_WAYS.offline }} className="recharge-form">
      <UsdAmountField
        label={t('recharge.amount')}
        extra={t('recharge.min', { min: formatMoney(settings.minRechargeAmount, 'USD') })}
        problem={(value) => rechargeAmountProblem(value, settings.minRechargeAmount)}
        step={100}
        placeholder={t('recharge.amountPlaceholder')}
        className="recharge-form__amount"
      />
      <Form.Item name="payWay" label={t('recharge.payWay')}>
        <Radio.Group className="recharge-form__ways">
          {ways.map((way) => (
            <Radio.Button key={way.value} value={way.value}>
              {t(`recharge.ways.${way.name}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={recharging.isPending}>
        {t('recharge.submit')}
      </Button>
    </Form>
  );
}
