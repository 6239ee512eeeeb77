import { describe, expect, it } from 'vitest';
import { goodsStatusTransitions, GOODS_STATUSES } from '../catalog/catalog.schema';
import { actionsIn, can, fromStates, nextState } from '../common/transitions';
import { canSellerDo, OPERATOR_GOODS_ACTIONS, SellerGoodsInput, sellerGoodsActions, storeAuditTransitions, tiersValid } from './seller.schema';

describe('goods status', () => {
  it('walks to be shelved -> on sale <-> pulled off, with violation, removed and restore by the operator', () => {
    let status: keyof typeof goodsStatusTransitions = 'toBeShelved';
    expect(sellerGoodsActions(status)).toEqual(['putOnSale']);
    status = nextState(goodsStatusTransitions, status, 'putOnSale')!;
    expect(status).toBe('onSale');
    expect(sellerGoodsActions(status)).toEqual(['pullOff']);
    status = nextState(goodsStatusTransitions, status, 'pullOff')!;
    expect(status).toBe('offShelves');
    status = nextState(goodsStatusTransitions, status, 'putOnSale')!;
    expect(status).toBe('onSale');
    status = nextState(goodsStatusTransitions, status, 'markViolation')!;
    expect(status).toBe('violation');
    // The seller cannot clear a violation: neither shelving nor pulling off is offered.
    expect(sellerGoodsActions(status)).toEqual([]);
    expect(canSellerDo(status, 'putOnSale')).toBe(false);
    status = nextState(goodsStatusTransitions, status, 'restore')!;
    expect(status).toBe('offShelves');
    status = nextState(goodsStatusTransitions, status, 'remove')!;
    expect(status).toBe('removed');
    expect(actionsIn(goodsStatusTransitions, status)).toEqual(['restore']);
    expect(nextState(goodsStatusTransitions, status, 'putOnSale')).toBeUndefined();
  });

  it('never stores sold out: it is derived from stock', () => {
    expect(GOODS_STATUSES).toContain('soldOut');
    expect(Object.keys(goodsStatusTransitions)).not.toContain('soldOut');
    for (const row of Object.values(goodsStatusTransitions)) expect(Object.values(row)).not.toContain('soldOut');
  });

  it('lets the operator alone flag, remove and restore, and the conditional updates know where from', () => {
    for (const action of OPERATOR_GOODS_ACTIONS) for (const s of Object.keys(goodsStatusTransitions) as (keyof typeof goodsStatusTransitions)[]) expect(sellerGoodsActions(s)).not.toContain(action);
    expect(fromStates(goodsStatusTransitions, 'putOnSale').sort()).toEqual(['offShelves', 'toBeShelved']);
    expect(fromStates(goodsStatusTransitions, 'restore').sort()).toEqual(['removed', 'violation']);
  });
});

describe('store audit', () => {
  it('goes draft -> pending -> approved, or rejected and submitted again', () => {
    expect(nextState(storeAuditTransitions, 'draft', 'submit')).toBe('pending');
    expect(nextState(storeAuditTransitions, 'pending', 'reject')).toBe('rejected');
    expect(nextState(storeAuditTransitions, 'rejected', 'submit')).toBe('pending');
    expect(nextState(storeAuditTransitions, 'pending', 'approve')).toBe('approved');
    expect(can(storeAuditTransitions, 'approved', 'reject')).toBe(false);
    expect(can(storeAuditTransitions, 'draft', 'approve')).toBe(false);
  });
});

describe('goods input', () => {
  const base = {
    itemCode: 'SOFA-01', name: { en: 'Sofa' }, description: {}, categoryId: 3, productType: 'general', images: ['/api/v2/media/u/1/merchantImage/x.jpg'],
    priceMode: 'tiered', moq: 2, productSize: { length: 1, width: 1, height: 1, weight: 1 }, packageSize: { length: 1, width: 1, height: 1, weight: 1 },
    mainColor: 'Grey', material: 'Oak', shippingAreas: ['US'], warehouseType: 'platform', referenceDays: 7,
  };
  it('takes tiers from the MOQ up, without gaps, the last open, never dearer for more', () => {
    expect(tiersValid([{ minQty: 2, maxQty: 9, unitPrice: 10 }, { minQty: 10, maxQty: null, unitPrice: 9 }], 2)).toBe(true);
    expect(tiersValid([{ minQty: 1, maxQty: 9, unitPrice: 10 }, { minQty: 10, maxQty: null, unitPrice: 9 }], 2)).toBe(false);
    expect(tiersValid([{ minQty: 2, maxQty: 9, unitPrice: 10 }, { minQty: 11, maxQty: null, unitPrice: 9 }], 2)).toBe(false);
    expect(tiersValid([{ minQty: 2, maxQty: 9, unitPrice: 10 }, { minQty: 10, maxQty: 20, unitPrice: 9 }], 2)).toBe(false);
    expect(tiersValid([{ minQty: 2, maxQty: 9, unitPrice: 10 }, { minQty: 10, maxQty: null, unitPrice: 11 }], 2)).toBe(false);
    expect(SellerGoodsInput.safeParse({ ...base, tiers: [{ minQty: 2, maxQty: null, unitPrice: 5 }] }).success).toBe(true);
    expect(SellerGoodsInput.safeParse({ ...base, tiers: [] }).error?.issues[0]?.message).toBe('goods.tiersInvalid');
  });
  it('keeps the item code to letters, digits, hyphens and underscores', () => {
    expect(SellerGoodsInput.safeParse({ ...base, itemCode: 'SOFA 01', tiers: [{ minQty: 2, maxQty: null, unitPrice: 5 }] }).error?.issues[0]?.message).toBe('b2bItemCode.invalid');
  });
});
