import { PlusOutlined } from '@ant-design/icons';
import { AFTER_SALES_MAX_FILES, AFTER_SALES_REASONS, AFTER_SALES_TYPES, UPLOAD_RULES, type AfterSalesSource, type AfterSalesType, type BodyOf, type applyAfterSales } from '@wm/contracts';
import { Alert, Button, Empty, Form, Input, InputNumber, Radio, Select, Skeleton, Upload, message } from 'antd';
import type { UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showServerFieldErrors } from '../../../lib/forms/server-errors';
import { ApiError } from '../../../lib/http';
import { say } from '../../../lib/messages';
import { Price } from '../../../lib/price';
import { useRequestKey } from '../../../lib/request-key';
import { uploadEvidence, useApplyAfterSales, useClaimable } from '../api/use-after-sales';
import { detailsPath } from '../format';
import '../after-sales.css';

type ApplyBody = BodyOf<typeof applyAfterSales>;
interface FormValues {
  goodsId?: number;
  type: AfterSalesType;
  quantity?: number;
  reason?: string;
  refundAmount?: number;
  description?: string;
  consignee: { name?: string; phone?: string; email?: string; country?: string; state?: string; city?: string; address?: string; postalCode?: string };
}

const ACCEPT = 'image/jpeg,image/png,video/mp4,.jpg,.jpeg,.png,.mp4';
const MAX_BYTES = UPLOAD_RULES.afterSales.maxBytes;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Apply for after-sales on a line of a shipped order (from its details page): type, units, reason, evidence, refund or reissue consignee. */
export default function AfterSalesApplicationPage() {
  const { t } = useTranslation('after-sales');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const source: AfterSalesSource = params.get('source') === 'purchaseOrder' ? 'purchaseOrder' : 'salesOrder';
  const orderNo = params.get('orderNo') ?? '';
  const claimable = useClaimable(source, orderNo);
  const apply = useApplyAfterSales();
  const requestKey = useRequestKey<ApplyBody>();
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const type = Form.useWatch('type', form) ?? 'refundOnly';
  const goodsId = Form.useWatch('goodsId', form);
  const quantity = Form.useWatch('quantity', form);

  const lines = claimable.data?.lines ?? [];
  const open = lines.filter((l) => l.claimable > 0 && !l.openAfterSalesNo);
  const line = lines.find((l) => l.goodsId === goodsId);
  const maxRefund = line && quantity ? round2(line.unitPaid * quantity) : 0;
  const initial = useMemo<Partial<FormValues>>(() => {
    const wanted = Number(params.get('goodsId'));
    const first = open.find((l) => l.goodsId === wanted) ?? open[0];
    const c = claimable.data?.consignee;
    return {
      type: 'refundOnly',
      goodsId: first?.goodsId,
      quantity: first ? 1 : undefined,
      refundAmount: first ? first.unitPaid : undefined,
      consignee: c ? { name: c.name, phone: c.phone, country: c.country, state: c.state, city: c.city, address: c.address, postalCode: c.postalCode } : {},
    };
    // The form is built once the claimable lines arrive.
  }, [claimable.data]);

  if (!claimable.data) {
    return <section className="page-container page-section">{claimable.isError || !orderNo ? <Empty description={t('apply.notEligible')} /> : <Skeleton active />}</section>;
  }

  const upload = async (file: File) => {
    const uid = `${file.name}-${Date.now()}`;
    if (file.size > MAX_BYTES) {
      setFilesError(say('upload.tooLarge', { size: MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setFilesError(null);
    setFiles((current) => [...current, { uid, name: file.name, status: 'uploading' }]);
    try {
      const uploaded = await uploadEvidence(file);
      setFiles((current) => current.map((f) => (f.uid === uid ? { ...f, status: 'done', url: uploaded.url, thumbUrl: uploaded.thumbnailUrl ?? undefined, response: uploaded.key } : f)));
    } catch (error) {
      setFiles((current) => current.filter((f) => f.uid !== uid));
      setFilesError(error instanceof ApiError ? say(error.fieldErrors[0]?.message ?? error.message) : t('apply.uploadFailed'));
    }
  };

  const submit = async (values: FormValues) => {
    const pictures = files.filter((f) => f.status === 'done').map((f) => String(f.response));
    if (pictures.length === 0) {
      setFilesError(say('afterSales.picturesRequired'));
      return;
    }
    const c = values.consignee;
    const body: ApplyBody = {
      source,
      orderNo,
      goodsId: values.goodsId!,
      type: values.type,
      quantity: values.quantity!,
      reason: values.reason as ApplyBody['reason'],
      description: values.description ?? '',
      pictures,
      ...(values.type === 'reissue'
        ? { reissueConsignee: { name: c.name ?? '', phone: c.phone ?? '', email: c.email ?? '', country: c.country ?? '', state: c.state ?? '', city: c.city ?? '', address: c.address ?? '', postalCode: c.postalCode ?? '' } }
        : { refundAmount: values.refundAmount }),
    };
    try {
      const created = await apply.mutateAsync({ key: requestKey.forValues(body), body });
      requestKey.done();
      void message.success(t('apply.done', { afterSalesNo: created.afterSalesNo }));
      void navigate(detailsPath(created.afterSalesNo), { replace: true });
    } catch (error) {
      if (error instanceof ApiError) requestKey.done();
      showServerFieldErrors(form, error);
      if (error instanceof ApiError) {
        const picturesError = error.fieldErrors.find((e) => e.field === 'pictures');
        if (picturesError) setFilesError(say(picturesError.message));
        if (error.fieldErrors.some((e) => e.field.startsWith('reissueConsignee'))) void message.error(say('afterSales.reissueInvalid'));
      }
    }
  };

  const required = (key: string) => [{ required: true, message: say(key) }];
  return (
    <section className="page-container page-section as-page">
      <div className="as-card">
        <h1 className="page-title">{t('apply.title')}</h1>
        <p className="as-muted">
          {t(source === 'salesOrder' ? 'fields.salesOrderNo' : 'fields.purchaseOrderNo')}: {orderNo} · {claimable.data.storeName}
        </p>
        {open.length === 0 ? (
          <Alert type="info" showIcon title={t('apply.nothingClaimable')} />
        ) : (
          <Form<FormValues> form={form} layout="vertical" className="as-form" initialValues={initial} onFinish={(values) => void submit(values)}
            onFinishFailed={() => {
              if (!files.some((f) => f.status === 'done')) setFilesError(say('afterSales.picturesRequired'));
            }}
          >
            <Form.Item name="goodsId" label={t('fields.goods')} rules={required('afterSales.quantityRequired')}>
              <Select
                data-testid="apply-goods"
                options={open.map((l) => ({ value: l.goodsId, label: `${l.itemCode} · ${l.name} (${t('apply.claimable', { count: l.claimable })})` }))}
                onChange={() => form.setFieldsValue({ quantity: 1 })}
              />
            </Form.Item>
            <Form.Item name="type" label={t('fields.type')}>
              <Radio.Group optionType="button" options={AFTER_SALES_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} />
            </Form.Item>
            <Form.Item name="quantity" label={t('fields.quantity')} rules={required('afterSales.quantityRequired')} extra={line ? t('apply.claimable', { count: line.claimable }) : undefined}>
              <InputNumber
                min={1}
                max={line?.claimable ?? 1}
                precision={0}
                style={{ width: 160 }}
                onChange={(value) => line && typeof value === 'number' && form.setFieldsValue({ refundAmount: round2(line.unitPaid * value) })}
              />
            </Form.Item>
            <Form.Item name="reason" label={t('fields.reason')} rules={required('afterSales.reasonRequired')}>
              <Select data-testid="apply-reason" placeholder={say('afterSales.reasonRequired')} options={AFTER_SALES_REASONS.map((value) => ({ value, label: say(`afterSalesReason.${value}`) }))} />
            </Form.Item>
            {type !== 'reissue' && (
              <Form.Item
                name="refundAmount"
                label={t('fields.refundAmount')}
                rules={required('afterSales.amountInvalid')}
                extra={
                  <span>
                    {t('apply.maxRefund')} <Price amount={maxRefund} testId="apply-max-refund" />
                  </span>
                }
              >
                <InputNumber min={0.01} max={maxRefund || undefined} precision={2} prefix="$" style={{ width: 200 }} />
              </Form.Item>
            )}
            <Form.Item name="description" label={t('fields.description')} rules={[{ required: true, whitespace: true, message: say('afterSales.descriptionRequired') }]}>
              <Input.TextArea rows={4} maxLength={1000} showCount />
            </Form.Item>
            <Form.Item label={t('fields.pictures')} required validateStatus={filesError ? 'error' : undefined} help={filesError ?? t('apply.picturesHint')}>
              <Upload
                accept={ACCEPT}
                listType="picture-card"
                multiple
                fileList={files}
                beforeUpload={(file) => {
                  if (files.length >= AFTER_SALES_MAX_FILES) setFilesError(say('afterSales.tooManyFiles'));
                  else void upload(file);
                  return false;
                }}
                onRemove={(file) => setFiles((current) => current.filter((f) => f.uid !== file.uid))}
              >
                {files.length < AFTER_SALES_MAX_FILES && (
                  <span data-testid="apply-upload">
                    <PlusOutlined />
                    <div>{t('apply.upload')}</div>
                  </span>
                )}
              </Upload>
            </Form.Item>
            {type === 'reissue' && (
              <fieldset className="as-card">
                <legend>{t('fields.reissueConsignee')}</legend>
                <Form.Item name={['consignee', 'name']} label={t('consignee.name')} rules={required('consignee.nameRequired')}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name={['consignee', 'phone']} label={t('consignee.phone')} rules={required('consignee.phoneRequired')}>
                  <Input maxLength={30} />
                </Form.Item>
                <Form.Item name={['consignee', 'email']} label={t('consignee.email')}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name={['consignee', 'country']} label={t('consignee.country')} rules={required('consignee.countryRequired')}>
                  <Input maxLength={2} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={['consignee', 'state']} label={t('consignee.state')} rules={required('consignee.stateRequired')}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name={['consignee', 'city']} label={t('consignee.city')} rules={required('consignee.cityRequired')}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name={['consignee', 'address']} label={t('consignee.address')} rules={required('consignee.addressRequired')}>
                  <Input maxLength={300} />
                </Form.Item>
                <Form.Item name={['consignee', 'postalCode']} label={t('consignee.postalCode')} rules={required('zipCode.required')}>
                  <Input maxLength={20} style={{ width: 200 }} />
                </Form.Item>
              </fieldset>
            )}
            <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="apply-submit">
              {t('apply.submit')}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
