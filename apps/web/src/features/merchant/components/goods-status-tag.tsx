import type { GoodsStatus } from '@wm/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<GoodsStatus, string> = { onSale: 'green', soldOut: 'orange', offShelves: 'default', toBeShelved: 'blue', violation: 'red', removed: 'default' };

export function GoodsStatusTag({ status }: { status: GoodsStatus }) {
  const { t } = useTranslation('merchant');
  return (
    <Tag color={COLORS[status]} data-testid="goods-status">
      {t(`goodsStatus.${status}`)}
    </Tag>
  );
}
