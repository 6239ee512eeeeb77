import { say } from '../../../lib/messages';
import { type OperateConfig } from '@wm/contracts';
import { Button, Form, Input, message } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { UsdAmountField } from '../../../lib/forms/usd-amount-field';
import { useClientStore } from '../../../lib/store';
import { formatMoney } from '../../../lib/money';
import { useWithdraw } from '../api/use-withdraw';
import { withdrawAmountProblem, withdrawalBreakdown, type WithdrawalLimits } from '../withdraw-amount';
import { BankCards } from './bank-cards';

interface WithdrawValues {
  cardId?: number;
  amount?: number | null;
  payPassword?: string;
}

/** Where the payment password is set (account settings, password tab). */
const PAY_PASSWORD_SETTINGS = '/accountSetting/index?activeComponents=password';

/** Withdrawals are settled in US dollars, whatever currency prices are shown in. */
const usd = (amount: number) => formatMoney(amount, 'USD');

/** A withdrawal to a chosen bank card: at least the minimum, at most what is available, fee shown as it is typed. */
export function WithdrawForm({ available, settings }: { available: number; settings: OperateConfig }) {
  const { t } = useTranslation('wallet');
  const [form] = Form.useForm<WithdrawValues>();
  const applying = useWithdraw();
  const amount = Form.useWatch('amount', form);
  const limits: WithdrawalLimits = { min: settings.minWithdrawAmount, available, feeRate: settings.withdrawFeeRate };
  const breakdown = typeof amount === 'number' && amount > 0 ? withdrawalBreakdown(amount, settings.withdrawFeeRate) : null;

  const cardRule: FormRule = { required: true, message: t('withdraw.cardRequired') };
  const hasPayPassword = useClientStore((state) => state.userInfo?.hasPayPassword ?? true);

  const apply = ({ cardId, amount: value, payPassword }: WithdrawValues) => {
    if (!cardId || !value || !payPassword) return;
    applying.mutate(
      { cardId, amount: value, payPassword },
      {
        onSuccess: () => {
          void message.success(say('withdraw.applied'));
          form.resetFields(['amount', 'payPassword']);
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={apply} className="withdraw-form">
      <Form.Item name="cardId" label={t('withdraw.card')} rules={[cardRule]}>
        <BankCards />
      </Form.Item>
      <UsdAmountField
        label={t('withdraw.amount')}
        extra={t('withdraw.limits', { min: usd(settings.minWithdrawAmount), available: usd(available), rate: `${+(settings.withdrawFeeRate * 100).toFixed(2)}%` })}
        problem={(value) => withdrawAmountProblem(value, limits)}
        step={10}
        placeholder={t('withdraw.amountPlaceholder')}
        className="withdraw-form__amount"
      />
      <dl className="withdraw-breakdown" aria-live="polite">
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd data-testid="withdraw-fee">{breakdown ? usd(breakdown.fee) : '--'}</dd>
        </div>
        <div>
          <dt>{t('withdraw.actual')}</dt>
          <dd data-testid="withdraw-actual" className="withdraw-breakdown__actual">{breakdown ? usd(breakdown.actual) : '--'}</dd>
        </div>
      </dl>
      <Form.Item
        name="payPassword"
        label={t('withdraw.payPassword')}
        rules={[{ required: true, pattern: /^\d{6}$/, message: t('withdraw.payPasswordRule') }]}
        extra={
          hasPayPassword ? undefined : (
            <span>
              {t('withdraw.noPayPassword')} <Link to={PAY_PASSWORD_SETTINGS}>{t('withdraw.setPayPassword')}</Link>
            </span>
          )
        }
      >
        <Input.Password className="withdraw-form__pay-password" inputMode="numeric" maxLength={6} autoComplete="off" placeholder={t('withdraw.payPasswordPlaceholder')} />
      </Form.Item>
      <p className="muted">{t('withdraw.review')}</p>
      <Button type="primary" htmlType="submit" size="large" loading={applying.isPending}>
        {t('withdraw.submit')}
      </Button>
    </Form>
  );
}
