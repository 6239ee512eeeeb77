import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../use-route-meta';

/** A screen a later issue builds: its title and an empty state. */
export default function TitledEmptyPage() {
  const { trail } = useRouteMeta();
  const { t } = useTranslation();
  const title = trail.at(-1)?.title;
  return (
    <section className="page-container page-section">
      {title && <h1 className="page-title">{t(title)}</h1>}
      <Empty />
    </section>
  );
}
