import { COUPON_AMOUNT_MAX, COUPON_QUANTITY_MAX, type AdminCouponTemplate, type CategoryNode, type CouponTemplateInput } from '@wm/contracts';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Radio, Select, Space, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The form's values: the validity as a range of dates, ids as the selects hold them. */
export interface TemplateFormValues {
  name: { en: string; zh: string; ja: string };
  threshold: number;
  reduction: number;
  scope: CouponTemplateInput['scope'];
  categoryIds: number[];
  goodsIds: string[];
  validity: [Dayjs, Dayjs];
  quantity: number;
  perUserLimit: number;
}

export const toInput = (v: TemplateFormValues): CouponTemplateInput => ({
  name: v.name,
  threshold: v.threshold,
  reduction: v.reduction,
  scope: v.scope,
  categoryIds: v.scope === 'categories' ? v.categoryIds : [],
  goodsIds: v.scope === 'goods' ? v.goodsIds.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [],
  validFrom: v.validity[0].toISOString(),
  validTo: v.validity[1].toISOString(),
  quantity: v.quantity,
  perUserLimit: v.perUserLimit,
});

const fromTemplate = (t: AdminCouponTemplate): TemplateFormValues => ({
  name: t.name,
  threshold: t.threshold,
  reduction: t.reduction,
  scope: t.scope,
  categoryIds: t.categoryIds,
  goodsIds: t.goodsIds.map(String),
  validity: [dayjs(t.validFrom), dayjs(t.validTo)],
  quantity: t.quantity,
  perUserLimit: t.perUserLimit,
});

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}
const treeData = (nodes: CategoryNode[]): TreeNode[] => nodes.map((n) => ({ value: n.categoryId, title: n.categoryName, children: treeData(n.children) }));

/** Creates a template (editing: a draft or an unpublished one nobody holds yet). */
export function CouponTemplateDrawer(props: {
  open: boolean;
  editing: AdminCouponTemplate | null;
  categories: CategoryNode[];
  saving: boolean;
  onSave: (values: TemplateFormValues, form: ReturnType<typeof Form.useForm<TemplateFormValues>>[0]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-marketing');
  const [form] = Form.useForm<TemplateFormValues>();
  const scope = Form.useWatch('scope', form);

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue(
      props.editing
        ? fromTemplate(props.editing)
        : { scope: 'all', categoryIds: [], goodsIds: [], perUserLimit: 1, quantity: 100, validity: [dayjs().startOf('minute'), dayjs().add(30, 'day').endOf('day')] },
    );
  }, [props.open, props.editing, form]);

  const required = { required: true, message: t('coupons.form.required') };
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      width={720}
      title={props.editing ? t('coupons.form.editTitle') : t('coupons.form.newTitle')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={props.saving} onClick={() => form.submit()} data-testid="template-save">
            {t('coupons.form.save')}
          </Button>
        </Space>
      }
    >
      <Form<TemplateFormValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => props.onSave(values, form)}>
        <div className="marketing-texts">
          {(['en', 'zh', 'ja'] as const).map((lang) => (
            <Form.Item key={lang} name={['name', lang]} label={t(`coupons.form.name.${lang}`)} rules={[required, { max: 60, message: t('coupons.form.tooLong') }]}>
              <Input maxLength={60} />
            </Form.Item>
          ))}
        </div>
        <div className="marketing-amounts">
          <Form.Item name="threshold" label={t('coupons.form.threshold')} extra={t('coupons.form.thresholdHint')} rules={[required]}>
            <InputNumber min={0.01} max={COUPON_AMOUNT_MAX} precision={2} prefix="$" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="reduction"
            label={t('coupons.form.reduction')}
            dependencies={['threshold']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: (_, value: number | undefined) => (value === undefined || value === null || value < getFieldValue('threshold') ? Promise.resolve() : Promise.reject(new Error(t('coupons.form.reductionBelow')))),
              }),
            ]}
          >
            <InputNumber min={0.01} max={COUPON_AMOUNT_MAX} precision={2} prefix="$" style={{ width: 200 }} />
          </Form.Item>
        </div>
        <Form.Item name="scope" label={t('coupons.form.scope')} rules={[required]}>
          <Radio.Group
            options={[
              { value: 'all', label: t('coupons.scope.all') },
              { value: 'categories', label: t('coupons.scope.categories') },
              { value: 'goods', label: t('coupons.scope.goods') },
            ]}
          />
        </Form.Item>
        {scope === 'categories' && (
          <Form.Item name="categoryIds" label={t('coupons.form.categories')} rules={[{ required: true, type: 'array', min: 1, message: t('coupons.form.categoriesRequired') }]}>
            <TreeSelect treeData={treeData(props.categories)} multiple treeCheckable showCheckedStrategy={TreeSelect.SHOW_PARENT} treeNodeFilterProp="title" placeholder={t('coupons.form.categoriesPlaceholder')} />
          </Form.Item>
        )}
        {scope === 'goods' && (
          <Form.Item name="goodsIds" label={t('coupons.form.goods')} extra={t('coupons.form.goodsHint')} rules={[{ required: true, type: 'array', min: 1, message: t('coupons.form.goodsRequired') }]}>
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder={t('coupons.form.goodsPlaceholder')} />
          </Form.Item>
        )}
        <Form.Item
          name="validity"
          label={t('coupons.form.validity')}
          rules={[
            required,
            { validator: (_, value: [Dayjs, Dayjs] | undefined) => (!value || value[1].isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('coupons.form.endPassed')))) },
          ]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <div className="marketing-amounts">
          <Form.Item name="quantity" label={t('coupons.form.quantity')} rules={[required]}>
            <InputNumber min={1} max={COUPON_QUANTITY_MAX} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="perUserLimit"
            label={t('coupons.form.perUserLimit')}
            dependencies={['quantity']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: (_, value: number | undefined) => (value === undefined || value === null || value <= getFieldValue('quantity') ? Promise.resolve() : Promise.reject(new Error(t('coupons.form.limitAboveQuantity')))),
              }),
            ]}
          >
            <InputNumber min={1} max={1000} precision={0} style={{ width: 200 }} />
          </Form.Item>
        </div>
      </Form>
    </Drawer>
  );
}
