import type { SalesOrderStatus } from '@wm/contracts';
import dayjs from 'dayjs';

export const time = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');

export const detailsPath = (orderNo: string) => `/salesOrderManage/salesOrderDetails?orderNo=${encodeURIComponent(orderNo)}`;
export const editPath = (orderNo: string) => `/salesOrderManage/index?orderNo=${encodeURIComponent(orderNo)}`;
export const settlePath = (orderNos: readonly string[]) => `/salesOrderManage/salesOrderSettle?orderNos=${encodeURIComponent(orderNos.join(','))}`;
export const procurementPath = (orderNos: readonly string[]) => `/salesOrderManage/salesOrderSettleUp?orderNos=${encodeURIComponent(orderNos.join(','))}`;
export const payFeesPath = (feeOrderNos: readonly string[]) => `/payment/index?feeOrderNos=${encodeURIComponent(feeOrderNos.join(','))}`;
export const feeOrderPath = (feeOrderNo: string) => `/purchaseOrderManage/sellingExpenses?feeOrderNo=${encodeURIComponent(feeOrderNo)}`;

/** A comma-separated list of numbers from the address. */
export const listParam = (value: string | null) => (value ?? '').split(',').map((no) => no.trim()).filter(Boolean);

export const STATUS_COLORS: Record<SalesOrderStatus, string> = {
  onHold: 'gold',
  toBePaid: 'orange',
  inPrep: 'blue',
  inTransit: 'geekblue',
  completed: 'green',
  canceled: 'default',
};
