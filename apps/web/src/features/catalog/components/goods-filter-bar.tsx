import { sortsFor, type GoodsFilterOptions } from '@wm/contracts';
import { Button, Checkbox, InputNumber, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsFilters } from '../goods-filters';

interface FilterBarProps {
  filters: GoodsFilters;
  options: GoodsFilterOptions | undefined;
  onChange: (change: Partial<GoodsFilters>) => void;
  /** The space style filter (the /activity/spaceStyle page). */
  withStyle?: boolean;
  /** The price range and the price sorts: only for a viewer who sees prices (the server ignores them for anyone else). */
  withPrice?: boolean;
}

/** Price range, stock, warehouse, product type, shipping area and the sorts of a goods list. */
export function GoodsFilterBar({ filters, options, onChange, withStyle, withPrice }: FilterBarProps) {
  const { t } = useTranslation('catalog');
  const [priceMin, setPriceMin] = useState<number | null>(filters.priceMin ?? null);
  const [priceMax, setPriceMax] = useState<number | null>(filters.priceMax ?? null);
  // The address may change the range (back button): the inputs follow it.
  useEffect(() => {
    setPriceMin(filters.priceMin ?? null);
    setPriceMax(filters.priceMax ?? null);
  }, [filters.priceMin, filters.priceMax]);

  const applyPrice = () => {
    const low = priceMin ?? undefined;
    const high = priceMax ?? undefined;
    const swapped = low !== undefined && high !== undefined && low > high;
    onChange({ priceMin: swapped ? high : low, priceMax: swapped ? low : high });
  };

  const select = <T extends string>(label: string, value: T | undefined, choices: { code: T; name: string }[] | undefined, key: keyof GoodsFilters) => (
    <label className="filter-bar__field">
      <span className="filter-bar__label">{label}</span>
      <Select<T>
        allowClear
        aria-label={label}
        placeholder={t('filters.all')}
        value={value}
        className="filter-bar__select"
        popupMatchSelectWidth={false}
        options={choices?.map((choice) => ({ value: choice.code, label: choice.name }))}
        onChange={(next) => onChange({ [key]: next ?? undefined })}
      />
    </label>
  );

  return (
    <div className="filter-bar" role="search" aria-label={t('filters.title')}>
      <div className="filter-bar__row">
        {withPrice && (
          <div className="filter-bar__field">
            <span className="filter-bar__label" id="price-range-label">
              {t('filters.priceRange')}
            </span>
            <InputNumber<number> aria-label={t('filters.priceMin')} placeholder={t('filters.priceMin')} min={0} precision={2} value={priceMin} onChange={setPriceMin} onPressEnter={applyPrice} className="filter-bar__price" />
            <span className="filter-bar__dash">-</span>
            <InputNumber<number> aria-label={t('filters.priceMax')} placeholder={t('filters.priceMax')} min={0} precision={2} value={priceMax} onChange={setPriceMax} onPressEnter={applyPrice} className="filter-bar__price" />
            <Button onClick={applyPrice}>{t('filters.apply')}</Button>
          </div>
        )}
        <Checkbox checked={filters.inStock === true} onChange={(event) => onChange({ inStock: event.target.checked || undefined })}>
          {t('filters.inStock')}
        </Checkbox>
      </div>
      <div className="filter-bar__row">
        {select(t('filters.warehouseType'), filters.warehouseType, options?.warehouseTypes, 'warehouseType')}
        {select(t('filters.productType'), filters.productType, options?.productTypes, 'productType')}
        {select(t('filters.shippingArea'), filters.shippingArea, options?.shippingAreas, 'shippingArea')}
        {withStyle && select(t('filters.style'), filters.style, options?.styles, 'style')}
      </div>
      <div className="filter-bar__row">
        <span className="filter-bar__label">{t('filters.sort')}</span>
        <Radio.Group
          optionType="button"
          aria-label={t('filters.sort')}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value })}
          options={(options?.sorts ?? []).filter((sort) => sortsFor(!!withPrice).includes(sort.code)).map((sort) => ({ value: sort.code, label: sort.name }))}
        />
      </div>
    </div>
  );
}
