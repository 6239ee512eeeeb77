import type { AfterSalesStatus } from '@wm/contracts';
import dayjs from 'dayjs';

export const time = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');
export const detailsPath = (afterSalesNo: string) => `/afterSalesManage/afterSalesDetails?afterSalesNo=${encodeURIComponent(afterSalesNo)}`;
export const applicationPath = (source: string, orderNo: string, goodsId?: number) =>
  `/afterSalesManage/afterSalesApplication?source=${source}&orderNo=${encodeURIComponent(orderNo)}${goodsId ? `&goodsId=${goodsId}` : ''}`;

export const STATUS_COLORS: Record<AfterSalesStatus, string> = {
  waitingReview: 'orange',
  auditFailed: 'red',
  escalated: 'purple',
  waitingReturn: 'gold',
  pendingReceive: 'cyan',
  waitingRefund: 'blue',
  pendingDelivery: 'geekblue',
  refunded: 'green',
  completed: 'green',
  rejected: 'red',
  canceled: 'default',
};
