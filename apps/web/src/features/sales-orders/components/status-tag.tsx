import type { FeeOrderStatus, SalesOrderStatus } from '@wm/contracts';
import { Tag } from 'antd';
import { STATUS_COLORS } from '../format';

/** The status as the server words it, coloured by its code. */
export function SalesOrderStatusTag({ status, text }: { status: SalesOrderStatus; text: string }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="sales-order-status">
      {text}
    </Tag>
  );
}

const FEE_COLORS: Record<FeeOrderStatus, string> = { toBePaid: 'orange', paid: 'blue', completed: 'green', canceled: 'default' };

export function FeeOrderStatusTag({ status, text }: { status: FeeOrderStatus; text: string }) {
  return (
    <Tag color={FEE_COLORS[status]} data-testid="fee-order-status">
      {text}
    </Tag>
  );
}
