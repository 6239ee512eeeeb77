import { SalesConsigneeInput, type RegionNode } from '@wm/contracts';
import { AutoComplete, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../lib/forms/zod-rule';

const field = SalesConsigneeInput.shape;
/** The postal code rule depends on the country (US: ZIP or ZIP+4): checked across the consignee. */
const withConsignee = z.object({ consignee: SalesConsigneeInput });

export interface ConsigneeRegions {
  world: RegionNode[];
  us: RegionNode[];
  loading: boolean;
}

const names = (nodes: readonly RegionNode[] | undefined) => (nodes ?? []).map((node) => ({ value: node.name }));

/**
 * The consignee's fields under `consignee` in a form: name, phone, email, country (ISO code)
 * from the region tree, state and city suggested from it (any text allowed), address, postal code.
 */
export function ConsigneeFields({ form, regions }: { form: FormInstance; regions: ConsigneeRegions }) {
  const { t } = useTranslation('sales-orders');
  const country = Form.useWatch(['consignee', 'country'], form) as string | undefined;
  const state = Form.useWatch(['consignee', 'state'], form) as string | undefined;
  const countries = useMemo(
    () => regions.world.filter((node) => node.code).map((node) => ({ value: node.code as string, label: `${node.name} (${node.code})` })),
    [regions.world],
  );
  const states = country === 'US' ? regions.us : regions.world.find((node) => node.code === country)?.children;
  const cities = states?.find((node) => node.name === state)?.children;

  return (
    <div className="so-consignee">
      <Form.Item name={['consignee', 'name']} label={t('consignee.name')} rules={[zodRule(field.name)]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name={['consignee', 'phone']} label={t('consignee.phone')} rules={[zodRule(field.phone)]}>
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item name={['consignee', 'email']} label={t('consignee.email')} rules={[zodRule(field.email)]}>
        <Input type="email" maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name={['consignee', 'country']} label={t('consignee.country')} rules={[zodRule(field.country)]}>
        <Select
          options={countries}
          showSearch={{ optionFilterProp: 'label' }}
          loading={regions.loading}
          placeholder={t('consignee.countryPlaceholder')}
          onChange={() => form.setFieldValue(['consignee', 'state'], undefined)}
        />
      </Form.Item>
      <Form.Item name={['consignee', 'state']} label={t('consignee.state')} rules={[zodRule(field.state)]}>
        <AutoComplete options={names(states)} showSearch={{ filterOption: true }} onChange={() => form.setFieldValue(['consignee', 'city'], undefined)}>
          <Input maxLength={100} autoComplete="off" />
        </AutoComplete>
      </Form.Item>
      <Form.Item name={['consignee', 'city']} label={t('consignee.city')} rules={[zodRule(field.city)]}>
        <AutoComplete options={names(cities)} showSearch={{ filterOption: true }}>
          <Input maxLength={100} autoComplete="off" />
        </AutoComplete>
      </Form.Item>
      <Form.Item name={['consignee', 'address']} label={t('consignee.address')} rules={[zodRule(field.address)]} className="so-consignee__wide">
        <Input maxLength={300} placeholder={t('consignee.addressPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name={['consignee', 'postalCode']}
        label={t('consignee.postalCode')}
        dependencies={[['consignee', 'country']]}
        rules={[zodRule(field.postalCode), zodRule(withConsignee, 'consignee.postalCode')]}
      >
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
    </div>
  );
}
