import type { AfterSalesStatus } from '@wm/contracts';
import { Tag } from 'antd';
import { STATUS_COLORS } from '../format';

/** The status as the server words it, coloured by its code. */
export function AfterSalesStatusTag({ status, text, testId = 'after-sales-status' }: { status: AfterSalesStatus; text: string; testId?: string }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid={testId}>
      {text}
    </Tag>
  );
}
