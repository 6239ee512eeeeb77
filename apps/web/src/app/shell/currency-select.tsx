import { CheckOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type CurrencyCode } from '../../lib/currency';
import { useClientStore } from '../../lib/store';
import { useChooseCurrency, useCurrentRate } from '../../lib/use-choose-currency';

/** When a rate took effect, as the page's language writes a date and time. */
const rateTimeText = (iso: string) =>
  new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * The display currency. Choosing one stores it with its latest rate from USD; prices
 * follow at once, without a reload, and follow a new rate too (useCurrentRate). Beside it,
 * when prices are converted, the time of the rate they use. A popover list rather than
 * antd's Select, which would weigh on every page.
 */
export function CurrencySelect() {
  const { t } = useTranslation();
  const currency = useClientStore((state) => state.currency);
  const symbol = useClientStore((state) => state.symbol);
  const rateTime = useClientStore((state) => state.rateTime);
  const choose = useChooseCurrency();
  useCurrentRate();
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
    <span className="currency-select__wrap">
      <Popover content={menu} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight" arrow={false}>
        <button type="button" className="currency-select" aria-haspopup="menu" aria-expanded={open} aria-label={`${t('nav.currency')}: ${currency}`}>
          <span className="currency-select__label">{t('nav.currency')}</span>
          <strong>
            {symbol} {currency}
          </strong>
          {choose.isPending ? <LoadingOutlined aria-hidden /> : <DownOutlined className="currency-select__caret" aria-hidden />}
        </button>
      </Popover>
      {currency !== 'USD' && rateTime && (
        <span className="currency-select__as-of" data-testid="rate-as-of">
          {t('nav.rateAsOf', { time: rateTimeText(rateTime) })}
        </span>
      )}
    </span>
  );
}
