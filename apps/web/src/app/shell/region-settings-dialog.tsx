import { LANGUAGES, type Language } from '@wm/contracts';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type CurrencyCode } from '../../lib/currency';
import { currentLanguage, LANGUAGE_LABELS, saveLanguageCookie } from '../../lib/i18n';
import { useClientStore } from '../../lib/store';
import { useChooseCurrency } from '../../lib/use-choose-currency';

interface RegionValues {
  language: Language;
  currency: CurrencyCode;
}

/** Language and currency. Saving reloads the page so that every text, format and price follows. */
export default function RegionSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const currency = useClientStore((state) => state.currency);
  const chooseCurrency = useChooseCurrency();
  const [form] = Form.useForm<RegionValues>();
  // Closing animates first; the owner unmounts the dialog afterwards.
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);

  const save = async ({ language, currency: chosen }: RegionValues) => {
    setSaving(true);
    try {
      // Prices are converted with the rate of the moment a currency is chosen.
      if (chosen !== currency) await chooseCurrency.mutateAsync(chosen);
      saveLanguageCookie(language);
      window.location.reload();
    } catch {
      // the http client has shown why; the dialog stays open to try again
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('region.title')}
      okText={t('region.save')}
      cancelText={t('region.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      onCancel={() => setOpen(false)}
      afterClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ language: currentLanguage(), currency }} onFinish={(values) => void save(values)}>
        <Form.Item name="language" label={t('region.language')}>
          <Select options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_LABELS[language] }))} />
        </Form.Item>
        <Form.Item name="currency" label={t('region.currency')}>
          <Select options={CURRENCIES.map((option) => ({ value: option.value, label: `${option.value} ${option.symbol}` }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
