import { useTranslation } from 'react-i18next';
import { useHotWords } from '../../features/content/api/use-site-content';

/** The hot search words under the search box; as many as fit on one line. */
export function HotWords({ onSearch }: { onSearch: (word: string) => void }) {
  const { t } = useTranslation();
  const { data: words } = useHotWords();
  if (!words?.length) return <div className="hot-words" />;
  return (
    <ul className="hot-words" aria-label={t('header.hotWords')}>
      {words.map((word) => (
        <li key={word}>
          <button type="button" className="hot-words__word" onClick={() => onSearch(word)}>
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}
