import type { AfterSalesStatus } from '@wm/contracts';
import { Tag } from 'antd';
import { STATUS_COLORS } from '../format';

/** The status as the server words it, coloured by its code. */
export function AfterSalesStatusTag({ status, text }: { status: AfterSalesStatus; text: string }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="after-sales-status">
      {text}
    </Tag>
  );
}
