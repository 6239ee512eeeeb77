import { RATE_BOUNDS, RATE_TARGETS, type RateRecord, type RateTarget, type SaveRatesBody } from '@wm/contracts';
import { Button, Card, Form, InputNumber, Select, Skeleton, Space, Table, Tag, message } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { RATE_HISTORY_PAGE_SIZE, useAdminRates, useSaveRates } from '../api/use-admin-rates';
import '../admin-marketing.css';

const time = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');
const positive = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);
const toTarget = (value: string | null): RateTarget | undefined => RATE_TARGETS.find((coin) => coin === value);
const SOURCE_COLORS = { seed: 'default', manual: 'blue', provider: 'green' } as const;

/** The USD exchange rates: the one in effect per currency, a manual edit (new rows, effective now) and the history. */
export default function RatesPage() {
  const { t } = useTranslation('admin-marketing');
  const [params, changeQuery] = useAddressQuery();
  const pageIndex = positive(params.get('page'));
  const toCoin = toTarget(params.get('currency'));
  const rates = useAdminRates(pageIndex, toCoin);
  const save = useSaveRates();
  const [form] = Form.useForm<SaveRatesBody>();
  const current = rates.data?.current;

  useEffect(() => {
    if (current) form.setFieldsValue(Object.fromEntries(current.map((r) => [r.toCoin, r.rate])));
  }, [current, form]);

  const go = (next: { page?: number; currency?: RateTarget | undefined }) =>
    changeQuery((now) => {
      const query = new URLSearchParams();
      const currency = 'currency' in next ? next.currency : toTarget(now.get('currency'));
      if (currency) query.set('currency', currency);
      if ((next.page ?? 1) > 1) query.set('page', String(next.page));
      return query;
    });

  // Only the rates that changed are recorded: an unchanged one keeps its time and source.
  const submit = (values: SaveRatesBody) => {
    const changed = Object.fromEntries(RATE_TARGETS.flatMap((coin) => (values[coin] !== undefined && values[coin] !== null && values[coin] !== current?.find((r) => r.toCoin === coin)?.rate ? [[coin, values[coin]]] : [])));
    if (Object.keys(changed).length === 0) return void message.info(t('rates.unchanged'));
    save.mutate(changed, {
      onSuccess: () => void message.success(t('rates.saved')),
      onError: (error) => showServerFieldErrors(form, error),
    });
  };

  const source = (row: RateRecord) => <Tag color={SOURCE_COLORS[row.source]}>{t(`rates.source.${row.source}`)}</Tag>;
  const currentColumns: TableColumnsType<RateRecord> = [
    { key: 'coin', title: t('rates.currency'), render: (_, row) => <strong>USD → {row.toCoin}</strong> },
    { key: 'rate', title: t('rates.rate'), align: 'right', render: (_, row) => <span data-testid={`rate-${row.toCoin}`}>{row.rate}</span> },
    { key: 'effectiveAt', title: t('rates.effectiveAt'), render: (_, row) => time(row.effectiveAt) },
    { key: 'source', title: t('rates.sourceTitle'), render: (_, row) => source(row) },
    { key: 'operator', title: t('rates.operator'), render: (_, row) => row.operator ?? '--' },
  ];
  const historyColumns: TableColumnsType<RateRecord> = [
    { key: 'createdAt', title: t('rates.recordedAt'), render: (_, row) => time(row.createdAt) },
    { key: 'coin', title: t('rates.currency'), render: (_, row) => row.toCoin },
    { key: 'rate', title: t('rates.rate'), align: 'right', dataIndex: 'rate' },
    { key: 'effectiveAt', title: t('rates.effectiveAt'), render: (_, row) => time(row.effectiveAt) },
    { key: 'source', title: t('rates.sourceTitle'), render: (_, row) => source(row) },
    { key: 'operator', title: t('rates.operator'), render: (_, row) => row.operator ?? '--' },
  ];

  const refresh = rates.data?.refresh;
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('rates.title')}</h1>
      <Card className="admin-card" title={t('rates.current')}>
        {rates.isPending ? (
          <Skeleton active />
        ) : (
          <>
            <Table<RateRecord> rowKey="rateId" columns={currentColumns} dataSource={current} pagination={false} size="small" />
            <p className="admin-muted marketing-note" data-testid="rates-refresh">
              {refresh?.enabled ? t('rates.refreshOn', { minutes: refresh.intervalMinutes, percent: refresh.maxJumpPercent }) : t('rates.refreshOff')}
            </p>
          </>
        )}
      </Card>
      <Card className="admin-card" title={t('rates.edit')}>
        <Form<SaveRatesBody> form={form} layout="inline" onFinish={submit} requiredMark={false} className="marketing-rates-form">
          {RATE_TARGETS.map((coin) => (
            <Form.Item key={coin} name={coin} label={`1 USD = ${coin}`} rules={[{ type: 'number', min: RATE_BOUNDS[coin].min, max: RATE_BOUNDS[coin].max, message: t('rates.bounds', { coin, min: RATE_BOUNDS[coin].min, max: RATE_BOUNDS[coin].max }) }]}>
              <InputNumber step={coin === 'JPY' ? 0.01 : 0.0001} precision={coin === 'JPY' ? 4 : 6} style={{ width: 150 }} />
            </Form.Item>
          ))}
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('rates.save')}
            </Button>
          </Form.Item>
        </Form>
        <p className="admin-muted marketing-note">{t('rates.editHint')}</p>
      </Card>
      <Card
        className="admin-card"
        title={t('rates.history')}
        extra={
          <Space>
            <Select<RateTarget | 'all'>
              aria-label={t('rates.currency')}
              value={toCoin ?? 'all'}
              style={{ width: 140 }}
              onChange={(value) => go({ currency: value === 'all' ? undefined : value })}
              options={[{ value: 'all', label: t('rates.allCurrencies') }, ...RATE_TARGETS.map((coin) => ({ value: coin, label: coin }))]}
            />
          </Space>
        }
      >
        <Table<RateRecord>
          rowKey="rateId"
          columns={historyColumns}
          dataSource={rates.data?.history.list}
          loading={rates.isFetching}
          size="small"
          pagination={{ current: pageIndex, pageSize: RATE_HISTORY_PAGE_SIZE, total: rates.data?.history.total ?? 0, showSizeChanger: false, onChange: (page) => go({ page }) }}
        />
      </Card>
    </section>
  );
}
