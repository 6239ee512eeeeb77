import type { PurchaseOrderStatus } from '@wm/contracts';
import { Tag } from 'antd';

const COLORS: Record<PurchaseOrderStatus, string> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'default' };

/** The status as the server words it (with the ship sub-state), coloured by its code. */
export function OrderStatusTag({ status, text }: { status: PurchaseOrderStatus; text: string }) {
  return (
    <Tag color={COLORS[status]} data-testid="order-status">
      {text}
    </Tag>
  );
}
