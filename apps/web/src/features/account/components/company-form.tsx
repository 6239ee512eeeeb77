import { CompanyInfoFields, defaultPhoneCountry, isPhoneCountry, registrationNumber, registrationTexts, rules, type Profile } from '@wm/contracts';
import { Button, Cascader, Form, Input, Modal, Select } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../lib/forms/phone-input';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { currentLanguage } from '../../../lib/i18n';
import { say } from '../../../lib/messages';
import { useSubmitCompany } from '../api/use-profile';
import { useRegionTree } from '../api/use-regions';
import { deepestRegionId, regionPath, toRegionOptions } from '../regions';
import { FileUpload } from './file-upload';

interface CompanyValues {
  company: string;
  companyTel: string;
  companyCountry: string;
  companyArea: number[];
  companyPhoto: string;
  creditCode: string;
  companyScope: string;
  companyAddress: string;
  businessLicence: string;
}

const field = CompanyInfoFields.shape;

/** The company information that goes to audit; a failed audit starts from what was sent. */
export function CompanyForm({ profile, onSubmitted }: { profile: Profile; onSubmitted: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<CompanyValues>();
  const [modal, modalHolder] = Modal.useModal();
  const regions = useRegionTree();
  const submitting = useSubmitCompany();
  const previous = profile.company;
  // The country of registration decides the registration number and where the region is chosen.
  const countries = regions.data ?? [];
  const country = Form.useWatch('companyCountry', form) ?? previous?.companyCountry ?? defaultPhoneCountry(currentLanguage());
  const countryNode = countries.find((node) => node.code === country);
  const options = useMemo(() => toRegionOptions(countryNode?.children ?? []), [countryNode]);
  const registration = registrationTexts(country);

  useEffect(() => {
    // The saved region, below its country: the cascader lists the country's states and cities.
    if (regions.data && previous && !form.isFieldTouched('companyArea')) form.setFieldValue('companyArea', regionPath(regions.data, previous.companyAreaId).slice(1));
  }, [regions.data, previous, form]);

  const areaRule: FormRule = { validator: async (_, value: number[] | undefined) => {
    if (!deepestRegionId(value)) throw new Error(t('company.areaRequired'));
  } };

  const submit = (values: CompanyValues) => {
    const body = {
      company: values.company,
      companyTel: values.companyTel,
      companyCountry: values.companyCountry,
      companyAreaId: deepestRegionId(values.companyArea) ?? 0,
      companyPhoto: values.companyPhoto,
      creditCode: values.creditCode.trim().toUpperCase(),
      companyScope: values.companyScope,
      companyAddress: values.companyAddress,
      businessLicence: values.businessLicence,
    };
    void modal.confirm({
      title: t('company.confirmTitle'),
      content: t('company.confirmText'),
      okText: t('company.confirmOk'),
      cancelText: t('common.cancel'),
      onOk: () =>
        submitting.mutateAsync(body).then(onSubmitted, (error: unknown) => {
          showServerFieldErrors(form, error);
        }),
    });
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '200px' }}
      wrapperCol={{ flex: '1' }}
      className="settings-form settings-form--wide"
      initialValues={
        previous
          ? {
              company: previous.company,
              companyTel: previous.companyTel,
              companyCountry: previous.companyCountry,
              companyArea: regionPath(regions.data ?? [], previous.companyAreaId).slice(1),
              companyPhoto: previous.companyPhoto.key,
              creditCode: previous.creditCode,
              companyScope: previous.companyScope,
              companyAddress: previous.companyAddress,
              businessLicence: previous.businessLicence.key,
            }
          : { companyCountry: country }
      }
      onFinish={submit}
    >
      {modalHolder}
      <Form.Item name="company" label={t('company.company')} required rules={[zodRule(field.company)]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="companyCountry" label={t('company.companyCountry')} required rules={[zodRule(field.companyCountry.unwrap())]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={regions.isPending}
          options={countries.map((node) => ({ value: node.code ?? '', label: node.name }))}
          onChange={() => {
            form.setFieldValue('companyArea', []);
            if (form.isFieldTouched('creditCode')) void form.validateFields(['creditCode']);
          }}
        />
      </Form.Item>
      <Form.Item name="companyArea" label={t('company.companyArea')} required rules={[areaRule]}>
        <Cascader options={options} changeOnSelect showSearch loading={regions.isPending} placeholder={t('company.areaPlaceholder')} />
      </Form.Item>
      <Form.Item name="companyAddress" label={t('company.companyAddress')} required rules={[zodRule(field.companyAddress)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={say(registration.label)}
        extra={say(registration.hint, { example: registration.example })}
        required
        rules={[zodRule(registrationNumber(country))]}
        normalize={(value: string) => value.toUpperCase()}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="companyTel" label={t('company.companyTel')} required rules={[zodRule(rules.phone('companyTel.required'))]}>
        <PhoneInput kind="phone" defaultCountry={isPhoneCountry(country) ? country : undefined} />
      </Form.Item>
      <Form.Item name="companyScope" label={t('company.companyScope')} required rules={[zodRule(field.companyScope)]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="companyPhoto" label={t('company.companyPhoto')} required rules={[zodRule(field.companyPhoto)]}>
        <FileUpload kind="companyPhoto" name="companyPhoto" current={previous?.companyPhoto} hint={t('company.photoHint')} />
      </Form.Item>
      <Form.Item name="businessLicence" label={t('company.businessLicence')} required rules={[zodRule(field.businessLicence)]}>
        <FileUpload kind="businessLicence" name="businessLicence" current={previous?.businessLicence} hint={t('company.licenceHint')} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={submitting.isPending}>
          {t(previous ? 'company.resubmit' : 'company.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
