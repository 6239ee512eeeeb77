import { WAREHOUSE_TYPES, type SellerWarehouse, type SellerWarehouseInput } from '@wm/contracts';
import { Form, Input, Modal, Radio, Select, Switch, message } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';

type Values = Required<Omit<SellerWarehouseInput, 'address'>> & { address: string };

/** Countries offered first (any ISO code is accepted by the server); named in the reader's language. */
const COUNTRIES = ['US', 'CA', 'MX', 'GB', 'DE', 'FR', 'NL', 'PL', 'IT', 'ES', 'CZ', 'JP', 'AU', 'CN'] as const;

/** Adds or edits a warehouse of the store; a refused field (a code already used) is shown under it. */
export function WarehouseDialog({ open, warehouse, saving, onClose, onSubmit }: { open: boolean; warehouse: SellerWarehouse | null; saving: boolean; onClose: () => void; onSubmit: (values: SellerWarehouseInput) => Promise<unknown> }) {
  const { t, i18n } = useTranslation('merchant');
  const [form] = Form.useForm<Values>();
  const regions = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  const countries = useMemo(() => {
    const codes: string[] = [...COUNTRIES];
    if (warehouse && !codes.includes(warehouse.country)) codes.push(warehouse.country);
    return codes.map((code) => ({ value: code, label: `${regions.of(code) ?? code} (${code})` }));
  }, [regions, warehouse]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (warehouse) form.setFieldsValue({ code: warehouse.code, name: warehouse.name, type: warehouse.type, country: warehouse.country, address: warehouse.address, isDefault: warehouse.isDefault });
  }, [open, warehouse, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit(values);
      void message.success(t('warehouses.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) form.setFields(error.fieldErrors.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      else void message.error(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <Modal
      open={open}
      title={warehouse ? t('warehouses.editTitle', { code: warehouse.code }) : t('warehouses.addTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('stock.ok')}
      cancelText={t('ship.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ type: 'platform', country: 'US', address: '', isDefault: false }}>
        <Form.Item name="code" label={t('warehouses.code')} extra={t('warehouses.codeHint')} rules={[{ required: true, whitespace: true, message: t('warehouses.codeRequired') }, { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/, message: t('warehouses.codeInvalid') }]}>
          <Input maxLength={20} data-testid="warehouse-code" />
        </Form.Item>
        <Form.Item name="name" label={t('warehouses.name')} rules={[{ required: true, whitespace: true, message: t('warehouses.nameRequired') }]}>
          <Input maxLength={60} data-testid="warehouse-name" />
        </Form.Item>
        <Form.Item name="type" label={t('warehouses.type')}>
          <Radio.Group options={WAREHOUSE_TYPES.map((w) => ({ value: w, label: t(`warehouse.${w}`) }))} />
        </Form.Item>
        <Form.Item name="country" label={t('warehouses.country')} rules={[{ required: true, message: t('warehouses.countryRequired') }]}>
          <Select showSearch optionFilterProp="label" options={countries} style={{ maxWidth: 320 }} data-testid="warehouse-country" />
        </Form.Item>
        <Form.Item name="address" label={t('warehouses.address')}>
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
        <Form.Item name="isDefault" label={t('warehouses.isDefault')} valuePropName="checked" extra={t('warehouses.defaultHint')}>
          <Switch disabled={warehouse?.isDefault === true} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
