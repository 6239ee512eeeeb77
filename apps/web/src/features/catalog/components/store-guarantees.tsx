import { SafetyCertificateOutlined, TruckOutlined } from '@ant-design/icons';
import type { StoreGuarantees as Guarantees } from '@wm/contracts';
import { useTranslation } from 'react-i18next';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The store's guarantees (spec section 9): return 60% basic / 70% standard, logistics 100%. */
export function StoreGuarantees({ guarantees }: { guarantees: Guarantees }) {
  const { t } = useTranslation('catalog');
  const { returnGuarantee, logisticsGuarantee } = guarantees;
  return (
    <ul className="guarantees" aria-label={t('guarantee.title')}>
      <li data-testid="return-guarantee">
        <SafetyCertificateOutlined aria-hidden />
        <span>
          {t('guarantee.return', { level: t(`guarantee.levels.${returnGuarantee.level}`), rate: percent(returnGuarantee.rate) })}
        </span>
      </li>
      {logisticsGuarantee && (
        <li data-testid="logistics-guarantee">
          <TruckOutlined aria-hidden />
          <span>{t('guarantee.logistics', { rate: percent(logisticsGuarantee.rate) })}</span>
        </li>
      )}
    </ul>
  );
}
