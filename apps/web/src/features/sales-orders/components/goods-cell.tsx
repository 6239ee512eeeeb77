/** A goods as the sales order tables show it: picture, name, item code (and the store when known). */
export function GoodsCell({ goods, size }: { goods: { image: string; name: string; itemCode: string; storeName?: string }; size: number }) {
  return (
    <div className="so-goods">
      <img src={goods.image} alt="" width={size} height={size} />
      <div>
        <div>{goods.name}</div>
        <div className="muted">{goods.storeName ? `${goods.itemCode} · ${goods.storeName}` : goods.itemCode}</div>
      </div>
    </div>
  );
}
