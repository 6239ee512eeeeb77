import { GlobalOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_LABELS } from '../../lib/i18n';
import { useClientStore } from '../../lib/store';

// The dialog (antd Modal and Select) is loaded when first opened.
const RegionSettingsDialog = lazy(() => import('./region-settings-dialog'));

/** Shows the language and currency in use; opens the region settings. */
export function RegionSettings() {
  const { t } = useTranslation();
  const currency = useClientStore((state) => state.currency);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="region-trigger" title={t('region.open')} onClick={() => setOpen(true)}>
        <GlobalOutlined aria-hidden />
        <span>
          {LANGUAGE_LABELS[currentLanguage()]} / {currency}
        </span>
      </button>
      {open && (
        <Suspense>
          <RegionSettingsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
