import { HOT_WORDS_MAX, LANGUAGES, type Language } from '@wm/contracts';
import { Button, Card, Input, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../../../lib/i18n';
import { useAdminHotWords, useSaveHotWords } from '../api/use-admin-content';
import { OrderedList } from './ordered-list';

/** One language's hot search words (markets search differently: each language has its own list). */
function HotWordsCard({ lang, saved }: { lang: Language; saved: string[] }) {
  const { t } = useTranslation('admin-content');
  const save = useSaveHotWords();
  const [words, setWords] = useState(saved);
  const [draft, setDraft] = useState('');
  useEffect(() => setWords(saved), [saved]);
  const add = () => {
    const word = draft.trim();
    if (!word) return;
    if (!words.includes(word)) setWords([...words, word]);
    setDraft('');
  };
  const changed = words.join('\n') !== saved.join('\n');
  return (
    <Card title={LANGUAGE_LABELS[lang]} size="small" className="admin-content__card" data-testid={`hot-words-${lang}`}>
      <OrderedList items={words} keyOf={(w) => w} render={(w) => w} onChange={setWords} />
      <Space.Compact className="admin-content__add-word">
        <Input value={draft} onChange={(e) => setDraft(e.target.value)} onPressEnter={add} maxLength={50} placeholder={t('hotWords.placeholder')} disabled={words.length >= HOT_WORDS_MAX} data-testid={`hot-word-input-${lang}`} />
        <Button onClick={add} disabled={words.length >= HOT_WORDS_MAX}>
          {t('add')}
        </Button>
      </Space.Compact>
      <Button type="primary" disabled={!changed} loading={save.isPending} onClick={() => save.mutate({ lang, words }, { onSuccess: () => void message.success(t('saved')) })} data-testid={`hot-words-save-${lang}`}>
        {t('save')}
      </Button>
    </Card>
  );
}

export function HotWordsTab() {
  const { t } = useTranslation('admin-content');
  const hotWords = useAdminHotWords();
  return (
    <div className="admin-content__tab">
      <p className="admin-content__hint">{t('hotWords.hint', { max: HOT_WORDS_MAX })}</p>
      <div className="admin-content__cards">{hotWords.data ? LANGUAGES.map((lang) => <HotWordsCard key={lang} lang={lang} saved={hotWords.data[lang]} />) : null}</div>
    </div>
  );
}
