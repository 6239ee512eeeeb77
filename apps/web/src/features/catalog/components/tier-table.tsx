import type { PriceTier } from '@wm/contracts';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../lib/price';
import { currentTierIndex } from '../price-tiers';

/** The tiered price: quantity ranges and unit prices, the step of the chosen quantity marked. */
export function TierTable({ tiers, quantity }: { tiers: readonly PriceTier[]; quantity: number }) {
  const { t } = useTranslation('catalog');
  const current = currentTierIndex(tiers, quantity);
  return (
    <table className="tier-table" aria-label={t('detail.tieredPrice')}>
      <thead>
        <tr>
          <th scope="col">{t('detail.quantityRange')}</th>
          <th scope="col">{t('detail.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={tier.minQty} className={index === current ? 'tier-table__row tier-table__row--current' : 'tier-table__row'} aria-current={index === current ? 'true' : undefined} data-testid="tier-row">
            <td>{tier.maxQty === null ? t('detail.rangeOpen', { min: tier.minQty }) : t('detail.range', { min: tier.minQty, max: tier.maxQty })}</td>
            <td>
              <Price amount={tier.unitPrice} />
              {index === current && <span className="tier-table__current">{t('detail.currentStep')}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
