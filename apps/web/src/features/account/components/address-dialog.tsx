import { AddressBody, isPhoneCountry, rules, type Address } from '@wm/contracts';
import { Checkbox, Cascader, Form, Input, Modal, Select } from 'antd';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../lib/forms/phone-input';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useSaveAddress } from '../api/use-addresses';
import { useRegionTree, useUsRegionTree } from '../api/use-regions';
import { childrenOf, toRegionOptions } from '../regions';

interface AddressValues {
  receiver: string;
  mobile: string;
  email: string;
  countryId?: number;
  /** [state] or [state, city] */
  stateCity: number[];
  zipCode: string;
  address: string;
  isDefault: boolean;
}

const field = AddressBody.shape;

const toValues = (address: Address | null): Partial<AddressValues> =>
  address
    ? {
        receiver: address.receiver,
        mobile: address.mobile,
        email: address.email ?? '',
        countryId: address.countryId,
        stateCity: address.cityId ? [address.stateId, address.cityId] : [address.stateId],
        zipCode: address.zipCode,
        address: address.address,
        isDefault: address.isDefault,
      }
    : { isDefault: false, stateCity: [] };

interface AddressDialogProps {
  /** null adds a new address. */
  address: Address | null;
  open: boolean;
  onClose: () => void;
}

/** Adds or edits a shipping address; the states and cities of the US come from the US region list. */
export function AddressDialog({ address, open, onClose }: AddressDialogProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<AddressValues>();
  const saving = useSaveAddress();
  const world = useRegionTree();
  const countryId = Form.useWatch('countryId', form);
  const country = world.data?.find((node) => node.regionId === countryId);
  const isUs = country?.code === 'US';
  const us = useUsRegionTree(isUs);

  const countries = useMemo(() => (world.data ?? []).map((node) => ({ value: node.regionId, label: node.name })), [world.data]);
  const stateCityOptions = useMemo(
    () => toRegionOptions(isUs ? (us.data ?? []) : childrenOf(world.data ?? [], countryId)),
    [isUs, us.data, world.data, countryId],
  );

  const countryRule: FormRule = { required: true, message: t('address.countryRequired') };
  const stateRule: FormRule = {
    validator: async (_, value: number[] | undefined) => {
      if (!value?.[0]) throw new Error(t('address.stateRequired'));
    },
  };

  const save = (values: AddressValues) =>
    saving.mutate(
      {
        addressId: address?.addressId,
        receiver: values.receiver,
        mobile: values.mobile,
        email: values.email,
        countryId: values.countryId ?? 0,
        stateId: values.stateCity[0] ?? 0,
        cityId: values.stateCity[1] ?? null,
        zipCode: values.zipCode,
        address: values.address,
        isDefault: values.isDefault,
      },
      {
        onSuccess: () => onClose(),
        onError: (error) => showServerFieldErrors(form, error),
      },
    );

  return (
    <Modal
      open={open}
      title={t(address ? 'address.editTitle' : 'address.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving.isPending}
      destroyOnHidden
      width={620}
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '140px' }}
        wrapperCol={{ flex: '1' }}
        requiredMark={false}
        initialValues={toValues(address)}
        onFinish={save}
        preserve={false}
        className="address-form"
      >
        <Form.Item name="receiver" label={t('address.receiver')} rules={[zodRule(field.receiver)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="mobile" label={t('address.mobile')} rules={[zodRule(rules.phone('mobile.required'))]}>
          <PhoneInput kind="phone" defaultCountry={country?.code && isPhoneCountry(country.code) ? country.code : undefined} />
        </Form.Item>
        <Form.Item name="email" label={t('address.email')} rules={[zodRule(field.email)]}>
          <Input type="email" maxLength={100} />
        </Form.Item>
        <Form.Item name="countryId" label={t('address.country')} rules={[countryRule]}>
          <Select
            options={countries}
            showSearch={{ optionFilterProp: 'label' }}
            loading={world.isPending}
            placeholder={t('address.countryPlaceholder')}
            onChange={() => form.setFieldValue('stateCity', [])}
          />
        </Form.Item>
        <Form.Item name="stateCity" label={t('address.stateCity')} rules={[stateRule]}>
          <Cascader
            options={stateCityOptions}
            changeOnSelect
            showSearch
            disabled={!countryId}
            loading={isUs && us.isPending}
            placeholder={t('address.stateCityPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="zipCode" label={t('address.zipCode')} rules={[zodRule(field.zipCode)]}>
          <Input inputMode="numeric" maxLength={12} />
        </Form.Item>
        <Form.Item name="address" label={t('address.address')} rules={[zodRule(field.address)]}>
          <Input.TextArea rows={2} maxLength={200} placeholder={t('address.addressPlaceholder')} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" label=" " colon={false}>
          <Checkbox>{t('address.setDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
