import { Form, InputNumber, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** The place in its list and whether the storefront shows it: the last row of every content form. */
export function SortEnabledFields({ withHint = false }: { withHint?: boolean }) {
  const { t } = useTranslation('admin-content');
  return (
    <Space size="large">
      <Form.Item name="sort" label={t('sort')} extra={withHint ? t('sortHint') : undefined}>
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Space>
  );
}
