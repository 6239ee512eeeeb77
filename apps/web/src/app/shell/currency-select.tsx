import { CheckOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type CurrencyCode } from '../../lib/currency';
import { useClientStore } from '../../lib/store';
import { useChooseCurrency } from '../../lib/use-choose-currency';

/**
 * The display currency. Choosing one stores it with its latest rate from USD; prices
 * follow at once, without a reload. A popover list rather than antd's Select, which
 * would weigh on every page.
 */
export function CurrencySelect() {
  const { t } = useTranslation();
  const currency = useClientStore((state) => state.currency);
  const symbol = useClientStore((state) => state.symbol);
  const choose = useChooseCurrency();
  const [open, setOpen] = useState(false);

  const pick = (code: CurrencyCode) => {
    setOpen(false);
    if (code !== currency) choose.mutate(code);
  };

  const menu = (
    <ul className="link-menu currency-menu" role="menu" aria-label={t('nav.currency')}>
      {CURRENCIES.map((option) => (
        <li key={option.value} role="none">
          <button type="button" role="menuitemradio" aria-checked={option.value === currency} onClick={() => pick(option.value)}>
            <span className="currency-menu__symbol">{option.symbol}</span>
            <span>{option.value}</span>
            {option.value === currency && <CheckOutlined className="currency-menu__check" aria-hidden />}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <Popover content={menu} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight" arrow={false}>
      <button type="button" className="currency-select" aria-haspopup="menu" aria-expanded={open} aria-label={`${t('nav.currency')}: ${currency}`}>
        <span className="currency-select__label">{t('nav.currency')}</span>
        <strong>
          {symbol} {currency}
        </strong>
        {choose.isPending ? <LoadingOutlined aria-hidden /> : <DownOutlined className="currency-select__caret" aria-hidden />}
      </button>
    </Popover>
  );
}
