import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './list-filters';

describe('sales-order list filters in the address', () => {
  it('reads what the address holds and writes it back the same', () => {
    const search = 'status=onHold&orderNo=S2026&buyerOrderNo=AMZ-1&itemCode=ST1001-0041&consignee=Jane&dateFrom=2026-01-01&dateTo=2026-01-31&page=3';
    const filters = readFilters(new URLSearchParams(search));
    expect(filters).toEqual({
      status: 'onHold',
      orderNo: 'S2026',
      buyerOrderNo: 'AMZ-1',
      itemCode: 'ST1001-0041',
      consignee: 'Jane',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      pageIndex: 3,
    });
    expect(writeFilters(filters).toString()).toBe(search);
  });

  it('drops what is not a filter: unknown statuses, impossible days, blank text, page 1 and below', () => {
    const filters = readFilters(new URLSearchParams('status=shipped&dateFrom=2026-02-30&dateTo=tomorrow&orderNo=%20%20&page=-2'));
    expect(filters).toEqual({ status: undefined, dateFrom: undefined, dateTo: undefined, orderNo: undefined, buyerOrderNo: undefined, itemCode: undefined, consignee: undefined, pageIndex: 1 });
    expect(writeFilters(filters).toString()).toBe('');
  });
});
