import { SHIPPING_AREAS, type SellerStoreInput } from '@wm/contracts';
import { Alert, Button, Card, Checkbox, Form, Input, Radio, Select, Space, Spin, Switch, Tag, message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useMyStore, useSaveStore } from '../api/use-merchant';
import { ImageUpload } from '../components/image-upload';
import { formatMoney } from '../../../lib/money';

type Values = Omit<SellerStoreInput, 'logo' | 'banner' | 'submit'> & { logo: string[]; banner: string[] };

const AUDIT_ALERT = { draft: 'info', pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** The seller's store: created, edited and submitted for the platform's audit. */
export default function MerchantStorePage() {
  const { t } = useTranslation('merchant');
  const { data, isLoading } = useMyStore();
  const save = useSaveStore();
  const [form] = Form.useForm<Values>();
  const store = data?.store ?? null;

  useEffect(() => {
    if (store) form.setFieldsValue({ ...store, logo: store.logo ? [store.logo] : [], banner: store.banner ? [store.banner] : [] } as unknown as Values);
  }, [store, form]);

  if (isLoading) return <Spin />;

  const onSave = async (submit: boolean) => {
    const values = await form.validateFields();
    try {
      const saved = await save.mutateAsync({ ...values, logo: values.logo[0] ?? '', banner: values.banner[0] ?? '', submit });
      void message.success(saved.auditStatus === 'pending' && submit ? t('store.submitted') : t('store.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) form.setFields(error.fieldErrors.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
    }
  };

  const canSubmit = !store || store.actions.includes('submit');
  return (
    <div className="merchant-page">
      <h1 className="merchant-page__title">{store ? t('store.title') : t('store.createTitle')}</h1>
      {store ? (
        <Alert
          className="merchant-page__alert"
          type={AUDIT_ALERT[store.auditStatus]}
          showIcon
          data-testid="store-audit"
          title={
            <Space>
              <span>{t(`store.audit.${store.auditStatus}`)}</span>
              <Tag>{store.storeCode}</Tag>
            </Space>
          }
          description={store.auditStatus === 'rejected' ? t('store.rejectedBecause', { reason: store.rejectReason }) : store.creditHold ? t('store.creditHold', { limit: formatMoney(store.creditLimit, 'USD') }) : t(`store.auditHint.${store.auditStatus}`)}
        />
      ) : (
        <Alert className="merchant-page__alert" type="info" showIcon title={t('store.createHint')} />
      )}
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          className="merchant-form"
          initialValues={{ warehouseType: 'platform', shippingAreas: ['US'], returnGuarantee: 'basic', logisticsGuarantee: false, logo: [], banner: [], intro: '' }}
        >
          <Form.Item name="name" label={t('store.name')} rules={[{ required: true, message: t('store.nameRequired') }, { max: 60 }]}>
            <Input maxLength={60} data-testid="store-name" />
          </Form.Item>
          <Space size="large" align="start">
            <Form.Item name="logo" label={t('store.logo')}>
              <ImageUpload max={1} testId="store-logo" />
            </Form.Item>
            <Form.Item name="banner" label={t('store.banner')}>
              <ImageUpload max={1} testId="store-banner" />
            </Form.Item>
          </Space>
          <Form.Item name="intro" label={t('store.intro')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="contactName" label={t('store.contactName')} rules={[{ required: true, message: t('store.contactRequired') }]}>
              <Input maxLength={60} data-testid="store-contact" />
            </Form.Item>
            <Form.Item name="contactPhone" label={t('store.contactPhone')} rules={[{ required: true, message: t('store.phoneRequired') }]} extra={t('store.phoneHint')}>
              <Input maxLength={30} data-testid="store-phone" />
            </Form.Item>
            <Form.Item name="contactEmail" label={t('store.contactEmail')} rules={[{ required: true, type: 'email', message: t('store.emailInvalid') }]}>
              <Input maxLength={120} data-testid="store-email" />
            </Form.Item>
          </Space>
          <Form.Item name="warehouseType" label={t('store.warehouseType')}>
            <Radio.Group options={(['platform', 'selfBuilt'] as const).map((w) => ({ value: w, label: t(`warehouse.${w}`) }))} />
          </Form.Item>
          <Form.Item name="shippingAreas" label={t('store.shippingAreas')} rules={[{ required: true, message: t('store.shippingAreasRequired') }]}>
            <Checkbox.Group options={SHIPPING_AREAS.map((a) => ({ value: a, label: t(`area.${a}`) }))} />
          </Form.Item>
          <Form.Item name="returnGuarantee" label={t('store.returnGuarantee')}>
            <Select style={{ maxWidth: 360 }} options={(['basic', 'standard'] as const).map((g) => ({ value: g, label: t(`store.guarantee.${g}`) }))} />
          </Form.Item>
          <Form.Item name="logisticsGuarantee" label={t('store.logisticsGuarantee')} valuePropName="checked" extra={t('store.logisticsGuaranteeHint')}>
            <Switch />
          </Form.Item>
          <Space>
            <Button onClick={() => void onSave(false)} loading={save.isPending} data-testid="store-save">
              {t('store.save')}
            </Button>
            {canSubmit ? (
              <Button type="primary" onClick={() => void onSave(true)} loading={save.isPending} data-testid="store-submit">
                {t('store.submit')}
              </Button>
            ) : null}
          </Space>
        </Form>
      </Card>
    </div>
  );
}
