import type { CartLine } from '@wm/contracts';
import { Button, Checkbox, InputNumber, Popover, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';
import { clampQuantity, currentTier, stepperBounds } from '../cart-logic';

interface Props {
  line: CartLine;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
  onFavorite: () => void;
}

/** The tiered price of a goods, the step the line's quantity falls in highlighted. */
function Tiers({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const current = currentTier(line.quantity, line.tiers);
  return (
    <table className="cart-tiers">
      <thead>
        <tr>
          <th>{t('tiers.quantity')}</th>
          <th>{t('tiers.price')}</th>
        </tr>
      </thead>
      <tbody>
        {line.tiers.map((tier, index) => (
          <tr key={tier.minQty} className={index === current ? 'cart-tiers__current' : undefined}>
            <td>{tier.maxQty === null ? `≥ ${tier.minQty}` : `${tier.minQty} - ${tier.maxQty}`}</td>
            <td>
              <Price amount={tier.unitPrice} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One line: selection, goods, current step price, a stepper bounded by MOQ and stock, amount and actions. */
export function CartLineRow({ line, onSelect, onQuantity, onDelete, onFavorite }: Props) {
  const { t } = useTranslation('cart');
  const bounds = stepperBounds(line);
  const [draft, setDraft] = useState<number | null>(line.quantity);
  useEffect(() => setDraft(line.quantity), [line.quantity]);
  const commit = (value: number | null) => {
    const next = clampQuantity(value, bounds);
    setDraft(next);
    if (next !== line.quantity) onQuantity(next);
  };
  return (
    <div className={line.purchasable ? 'cart-line' : 'cart-line cart-line--invalid'} data-testid={`cart-line-${line.cartId}`}>
      <Checkbox
        checked={line.selected && line.purchasable}
        disabled={!line.purchasable}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('line.select', { name: line.name })}
      />
      <div className="cart-line__goods">
        <img src={line.image} alt="" width={72} height={72} />
        <div>
          <div className="cart-line__name">{line.name}</div>
          <div className="muted">{t('line.itemCode', { code: line.itemCode })}</div>
          {!line.purchasable && <Tag color="default">{line.invalidMessage ?? t(`invalid.${line.invalidReason ?? 'offShelves'}`)}</Tag>}
        </div>
      </div>
      <div className="cart-line__price">
        <Price amount={line.unitPrice} />
        {line.priceMode === 'tiered' && line.tiers.length > 0 && (
          <Popover content={<Tiers line={line} />} title={t('tiers.title')}>
            <Tag color="blue" className="cart-line__tier">
              {t('tiers.tag')}
            </Tag>
          </Popover>
        )}
      </div>
      <div className="cart-line__quantity">
        <InputNumber
          mode="spinner"
          size="small"
          min={bounds.min}
          max={bounds.max}
          precision={0}
          value={draft}
          disabled={!line.purchasable && line.invalidReason !== 'insufficient'}
          onChange={(value) => setDraft(value)}
          onBlur={() => commit(draft)}
          onPressEnter={() => commit(draft)}
          onStep={(value) => commit(value)}
          aria-label={t('line.quantity', { name: line.name })}
        />
        <div className="muted cart-line__stock">{t('line.available', { count: line.qtyAvailable, moq: line.moq })}</div>
      </div>
      <div className="cart-line__amount">
        <Price amount={line.amount} />
      </div>
      <div className="cart-line__actions">
        <Button type="link" size="small" onClick={onFavorite}>
          {t('actions.moveToFavorites')}
        </Button>
        <Button type="link" size="small" danger onClick={onDelete}>
          {t('actions.delete')}
        </Button>
      </div>
    </div>
  );
}
