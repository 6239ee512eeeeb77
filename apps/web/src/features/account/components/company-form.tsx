import { CompanyInfoBody, type Profile } from '@wm/contracts';
import { Button, Cascader, Form, Input, Modal } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useSubmitCompany } from '../api/use-profile';
import { useRegionTree } from '../api/use-regions';
import { deepestRegionId, regionPath, toRegionOptions } from '../regions';
import { FileUpload } from './file-upload';

interface CompanyValues {
  company: string;
  companyTel: string;
  companyArea: number[];
  companyPhoto: string;
  creditCode: string;
  companyScope: string;
  companyAddress: string;
  businessLicence: string;
}

const field = CompanyInfoBody.shape;

/** The company information that goes to audit; a failed audit starts from what was sent. */
export function CompanyForm({ profile, onSubmitted }: { profile: Profile; onSubmitted: () => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<CompanyValues>();
  const [modal, modalHolder] = Modal.useModal();
  const regions = useRegionTree();
  const options = useMemo(() => toRegionOptions(regions.data ?? []), [regions.data]);
  const submitting = useSubmitCompany();
  const previous = profile.company;

  useEffect(() => {
    if (regions.data && previous && !form.isFieldTouched('companyArea')) form.setFieldValue('companyArea', regionPath(regions.data, previous.companyAreaId));
  }, [regions.data, previous, form]);

  const areaRule: FormRule = { validator: async (_, value: number[] | undefined) => {
    if (!deepestRegionId(value)) throw new Error(t('company.areaRequired'));
  } };

  const submit = (values: CompanyValues) => {
    const body = {
      company: values.company,
      companyTel: values.companyTel,
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
              companyArea: regionPath(regions.data ?? [], previous.companyAreaId),
              companyPhoto: previous.companyPhoto.key,
              creditCode: previous.creditCode,
              companyScope: previous.companyScope,
              companyAddress: previous.companyAddress,
              businessLicence: previous.businessLicence.key,
            }
          : undefined
      }
      onFinish={submit}
    >
      {modalHolder}
      <Form.Item name="company" label={t('company.company')} rules={[zodRule(field.company)]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="companyTel" label={t('company.companyTel')} rules={[zodRule(field.companyTel)]}>
        <Input maxLength={24} />
      </Form.Item>
      <Form.Item name="companyArea" label={t('company.companyArea')} rules={[areaRule]}>
        <Cascader options={options} changeOnSelect showSearch loading={regions.isPending} placeholder={t('company.areaPlaceholder')} />
      </Form.Item>
      <Form.Item name="companyAddress" label={t('company.companyAddress')} rules={[zodRule(field.companyAddress)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="creditCode" label={t('company.creditCode')} rules={[zodRule(field.creditCode)]} normalize={(value: string) => value.toUpperCase()}>
        <Input maxLength={18} placeholder={t('company.creditCodePlaceholder')} />
      </Form.Item>
      <Form.Item name="companyScope" label={t('company.companyScope')} rules={[zodRule(field.companyScope)]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="companyPhoto" label={t('company.companyPhoto')} rules={[zodRule(field.companyPhoto)]}>
        <FileUpload kind="companyPhoto" name="companyPhoto" current={previous?.companyPhoto} hint={t('company.photoHint')} />
      </Form.Item>
      <Form.Item name="businessLicence" label={t('company.businessLicence')} rules={[zodRule(field.businessLicence)]}>
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
