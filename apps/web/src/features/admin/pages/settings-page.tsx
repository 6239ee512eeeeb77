import type { OperateConfig } from '@wm/contracts';
import { Button, Card, Form, InputNumber, Skeleton, Switch, message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { useOperateConfig, useSaveOperateConfig } from '../api/use-operate-config';

type Values = Omit<OperateConfig, 'withdrawFeeRate'> & { withdrawFeePercent: number };

/** Whole numbers of minutes, hours or days, with their bounds. */
const WHOLE = [
  ['paymentWindowMinutes', 'minutes'],
  ['autoConfirmReceiptDays', 'days'],
  ['agreementApprovalHours', 'hours'],
  ['agreementBuyDays', 'days'],
  ['afterSalesDecisionHours', 'hours'],
  ['consigneeRetentionDays', 'days'],
] as const;

/**
 * The operating settings the rules read: payment window, auto-confirm days, the agreement and
 * after-sales windows, consignee retention, wallet minimums and the withdrawal fee, currency
 * conversion. A save takes effect at once.
 */
export default function SettingsPage() {
  const { t } = useTranslation('admin');
  const config = useOperateConfig();
  const save = useSaveOperateConfig();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (config.data) form.setFieldsValue({ ...config.data, withdrawFeePercent: Math.round(config.data.withdrawFeeRate * 10_000) / 100 });
  }, [config.data, form]);

  const submit = ({ withdrawFeePercent, ...values }: Values) =>
    save.mutate(
      { ...values, withdrawFeeRate: Math.round(withdrawFeePercent * 100) / 10_000 },
      {
        onSuccess: () => void message.success(t('settings.saved')),
        onError: (error) => showServerFieldErrors(form, error),
      },
    );

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('settings.title')}</h1>
      <Card className="admin-card">
        {config.isPending ? (
          <Skeleton active />
        ) : (
          <Form<Values> form={form} layout="vertical" className="admin-settings-form" onFinish={submit} requiredMark={false}>
            {WHOLE.map(([name, unit]) => (
              <Form.Item key={name} name={name} label={t(`settings.${name}`)} extra={t(`settings.${name}Hint`)} rules={[{ required: true, message: t('settings.required') }]}>
                <InputNumber min={1} max={100_000} precision={0} addonAfter={t(`settings.unit.${unit}`)} style={{ width: 220 }} />
              </Form.Item>
            ))}
            <Form.Item name="minRechargeAmount" label={t('settings.minRechargeAmount')} rules={[{ required: true, message: t('settings.required') }]}>
              <InputNumber min={0} max={10_000_000} precision={2} prefix="$" style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="minWithdrawAmount" label={t('settings.minWithdrawAmount')} rules={[{ required: true, message: t('settings.required') }]}>
              <InputNumber min={0} max={10_000_000} precision={2} prefix="$" style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="withdrawFeePercent" label={t('settings.withdrawFee')} rules={[{ required: true, message: t('settings.required') }]}>
              <InputNumber min={0} max={50} precision={2} step={0.1} addonAfter="%" style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="currencyConversion" label={t('settings.currencyConversion')} extra={t('settings.currencyConversionHint')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Form>
        )}
      </Card>
    </section>
  );
}
