import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_TYPES, SELLING_PLATFORMS, SHIPPING_AREAS, type SellerGoods, type SellerGoodsInput } from '@wm/contracts';
import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Spin, TreeSelect, message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { useCategoryTree, useSaveGoods, useSellerGoodsOne } from '../api/use-merchant';
import { categoryTreeData } from '../components/category-tree';
import { GoodsStatusTag } from '../components/goods-status-tag';
import { ImageUpload } from '../components/image-upload';

type Values = Omit<SellerGoodsInput, 'sellingPoints'> & { sellingPoints: string };

const SIZE_FIELDS = ['length', 'width', 'height', 'weight'] as const;

function toValues(g: SellerGoods): Values {
  return {
    ...g,
    sellingPoints: g.sellingPoints.join('\n'),
    filler: g.filler,
    tiers: g.tiers,
  } as unknown as Values;
}

/** Create or edit a goods: every field of the spec, spot or tiered price, pictures (the first is the main one). */
export default function MerchantGoodsEditorPage() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const { goodsId: param } = useParams();
  const goodsId = param && param !== 'new' ? Number(param) : null;
  const existing = useSellerGoodsOne(goodsId);
  const categories = useCategoryTree();
  const save = useSaveGoods(goodsId);
  const [form] = Form.useForm<Values>();
  const priceMode = Form.useWatch('priceMode', form);

  useEffect(() => {
    if (existing.data) form.setFieldsValue(toValues(existing.data));
  }, [existing.data, form]);

  if (goodsId !== null && existing.isLoading) return <Spin />;

  const onFinish = async (values: Values) => {
    const body: SellerGoodsInput = {
      ...values,
      sellingPoints: values.sellingPoints
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      tiers: values.priceMode === 'tiered' ? values.tiers : [],
      price: values.priceMode === 'spot' ? values.price : null,
    };
    try {
      const saved = await save.mutateAsync(body);
      void message.success(t('goods.saved'));
      if (goodsId === null) void navigate(`/merchant/goods/${saved.goodsId}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) form.setFields(error.fieldErrors.map((f) => ({ name: f.field.split('.') as never, errors: [f.message] })));
    }
  };

  const sizeGroup = (name: 'productSize' | 'packageSize') => (
    <Space wrap>
      {SIZE_FIELDS.map((f) => (
        <Form.Item key={f} name={[name, f]} label={t(`goods.size.${f}`)} rules={[{ required: true, message: t('required') }]}>
          <InputNumber min={0} max={10000} step={0.1} precision={2} addonAfter={f === 'weight' ? 'lb' : 'in'} data-testid={`${name}-${f}`} />
        </Form.Item>
      ))}
    </Space>
  );

  return (
    <div className="merchant-page">
      <div className="merchant-page__head">
        <h1 className="merchant-page__title">{goodsId === null ? t('goods.newTitle') : t('goods.editTitle', { itemCode: existing.data?.itemCode ?? '' })}</h1>
        {existing.data ? <GoodsStatusTag status={existing.data.status} /> : null}
      </div>
      {existing.data?.violationReason ? <Alert className="merchant-page__alert" type="error" showIcon title={t('goods.violationReason', { reason: existing.data.violationReason })} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        className="merchant-form"
        onFinish={(v) => void onFinish(v)}
        scrollToFirstError
        initialValues={{
          productType: 'general', priceMode: 'spot', moq: 1, packageQty: 1, logisticsFee: 0, operatingFee: 0, storageFee: 0, referenceDays: 7, lowStockThreshold: 10,
          warehouseType: 'platform', shippingAreas: ['US'], images: [], files: [], sellingPoints: '', allowedPlatforms: [], restrictedPlatforms: [], name: { en: '', zh: '', ja: '' }, description: { en: '', zh: '', ja: '' },
          tiers: [{ minQty: 1, maxQty: 9, unitPrice: undefined }, { minQty: 10, maxQty: null, unitPrice: undefined }],
        }}
      >
        <Card title={t('goods.sections.basic')} className="merchant-card">
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="itemCode" label={t('goods.itemCode')} extra={t('goods.itemCodeHint')} rules={[{ required: true, message: t('required') }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('goods.itemCodeInvalid') }, { max: 40 }]}>
                <Input maxLength={40} data-testid="goods-itemCode" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="categoryId" label={t('goods.columns.category')} rules={[{ required: true, message: t('required') }]}>
                <TreeSelect treeData={categoryTreeData(categories.data ?? [], true)} showSearch treeNodeFilterProp="title" data-testid="goods-category" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="productType" label={t('goods.productType')}>
                <Select options={PRODUCT_TYPES.map((p) => ({ value: p, label: t(`productType.${p}`) }))} />
              </Form.Item>
            </Col>
          </Row>
          {(['en', 'zh', 'ja'] as const).map((lang) => (
            <Form.Item key={lang} name={['name', lang]} label={t(`goods.name.${lang}`)} rules={lang === 'en' ? [{ required: true, message: t('required') }] : []}>
              <Input maxLength={200} data-testid={`goods-name-${lang}`} />
            </Form.Item>
          ))}
          <Form.Item name="images" label={t('goods.images')} extra={t('goods.imagesHint')} rules={[{ required: true, type: 'array', min: 1, message: t('goods.imagesRequired') }]}>
            <ImageUpload max={10} testId="goods-images" />
          </Form.Item>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="videoUrl" label={t('goods.videoUrl')}>
                <Input placeholder="https://" maxLength={500} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="resourcePackageUrl" label={t('goods.resourcePackageUrl')}>
                <Input placeholder="https://" maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Form.List name="files">
            {(fields, { add, remove }) => (
              <Form.Item label={t('goods.files')}>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'name']} rules={[{ required: true, message: t('required') }]}>
                      <Input placeholder={t('goods.fileName')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'url']} rules={[{ required: true, message: t('required') }]}>
                      <Input placeholder="https://" style={{ width: 320 }} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} aria-label={t('goods.remove')} />
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ name: '', url: '' })} icon={<PlusOutlined />}>
                  {t('goods.addFile')}
                </Button>
              </Form.Item>
            )}
          </Form.List>
        </Card>

        <Card title={t('goods.sections.price')} className="merchant-card">
          <Form.Item name="priceMode" label={t('goods.priceMode')}>
            <Radio.Group data-testid="goods-priceMode" options={(['spot', 'tiered'] as const).map((m) => ({ value: m, label: t(`priceMode.${m}`) }))} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="moq" label={t('goods.moq')} rules={[{ required: true, message: t('required') }]}>
                <InputNumber min={1} precision={0} data-testid="goods-moq" />
              </Form.Item>
            </Col>
            {priceMode === 'spot' ? (
              <Col span={6}>
                <Form.Item name="price" label={t('goods.price')} rules={[{ required: true, message: t('required') }]}>
                  <InputNumber min={0} precision={2} prefix="$" data-testid="goods-price" />
                </Form.Item>
              </Col>
            ) : null}
            <Col span={6}>
              <Form.Item name="originalPrice" label={t('goods.originalPrice')}>
                <InputNumber min={0} precision={2} prefix="$" />
              </Form.Item>
            </Col>
          </Row>
          {priceMode === 'tiered' ? (
            <Form.List name="tiers">
              {(fields, { add, remove }) => (
                <div data-testid="goods-tiers">
                  <div className="merchant-muted">{t('goods.tiersHint')}</div>
                  {fields.map((field, i) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item name={[field.name, 'minQty']} label={i === 0 ? t('goods.tier.minQty') : undefined} rules={[{ required: true, message: t('required') }]}>
                        <InputNumber min={1} precision={0} data-testid={`tier-${i}-min`} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'maxQty']} label={i === 0 ? t('goods.tier.maxQty') : undefined}>
                        <InputNumber min={1} precision={0} placeholder={t('goods.tier.andMore')} data-testid={`tier-${i}-max`} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'unitPrice']} label={i === 0 ? t('goods.tier.unitPrice') : undefined} rules={[{ required: true, message: t('required') }]}>
                        <InputNumber min={0} precision={2} prefix="$" data-testid={`tier-${i}-price`} />
                      </Form.Item>
                      {fields.length > 1 ? <MinusCircleOutlined onClick={() => remove(field.name)} aria-label={t('goods.remove')} /> : null}
                    </Space>
                  ))}
                  <Button type="dashed" onClick={() => add({ minQty: undefined, maxQty: null, unitPrice: undefined })} icon={<PlusOutlined />}>
                    {t('goods.tier.add')}
                  </Button>
                </div>
              )}
            </Form.List>
          ) : null}
          <Row gutter={16}>
            {(['logisticsFee', 'operatingFee', 'storageFee'] as const).map((f) => (
              <Col span={6} key={f}>
                <Form.Item name={f} label={t(`goods.${f}`)}>
                  <InputNumber min={0} precision={2} prefix="$" />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>

        <Card title={t('goods.sections.package')} className="merchant-card">
          <div className="merchant-subtitle">{t('goods.productSize')}</div>
          {sizeGroup('productSize')}
          <div className="merchant-subtitle">{t('goods.packageSize')}</div>
          {sizeGroup('packageSize')}
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="packageQty" label={t('goods.packageQty')}>
                <InputNumber min={1} precision={0} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="mainColor" label={t('goods.mainColor')} rules={[{ required: true, message: t('required') }]}>
                <Input maxLength={40} data-testid="goods-color" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="material" label={t('goods.material')} rules={[{ required: true, message: t('required') }]}>
                <Input maxLength={60} data-testid="goods-material" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="filler" label={t('goods.filler')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('goods.sections.selling')} className="merchant-card">
          <Form.Item name="sellingPoints" label={t('goods.sellingPoints')} extra={t('goods.sellingPointsHint')}>
            <Input.TextArea rows={3} />
          </Form.Item>
          {(['en', 'zh', 'ja'] as const).map((lang) => (
            <Form.Item key={lang} name={['description', lang]} label={t(`goods.description.${lang}`)}>
              <Input.TextArea rows={3} maxLength={20000} />
            </Form.Item>
          ))}
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="allowedPlatforms" label={t('goods.allowedPlatforms')}>
                <Select mode="multiple" options={SELLING_PLATFORMS.map((p) => ({ value: p, label: p }))} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="restrictedPlatforms" label={t('goods.restrictedPlatforms')}>
                <Select mode="multiple" options={SELLING_PLATFORMS.map((p) => ({ value: p, label: p }))} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('goods.sections.logistics')} className="merchant-card">
          <Form.Item name="shippingAreas" label={t('store.shippingAreas')} rules={[{ required: true, message: t('store.shippingAreasRequired') }]}>
            <Checkbox.Group options={SHIPPING_AREAS.map((a) => ({ value: a, label: t(`area.${a}`) }))} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="warehouseType" label={t('store.warehouseType')}>
                <Radio.Group options={(['platform', 'selfBuilt'] as const).map((w) => ({ value: w, label: t(`warehouse.${w}`) }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="shipFrom" label={t('goods.shipFrom')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="referenceDays" label={t('goods.referenceDays')} rules={[{ required: true, message: t('required') }]}>
                <InputNumber min={1} max={365} precision={0} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="lowStockThreshold" label={t('goods.lowStockThreshold')}>
                <InputNumber min={0} precision={0} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Space className="merchant-form__actions">
          <Button onClick={() => void navigate('/merchant/goods')}>{t('goods.back')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="goods-save">
            {t('goods.save')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
