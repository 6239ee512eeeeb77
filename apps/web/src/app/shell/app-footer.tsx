import { Popover, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactSetting, FooterArticleCategory } from '@wm/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchArticleCategory,
  useAttentionSettings,
  useContactSettings,
  useFooterArticles,
  useWebsiteConfig,
} from '../../features/content/api/use-site-content';
import { articleOpening } from '../../features/content/article-links';
import { TOOLTIP_OPEN_DELAY_MS } from './categories';

/**
 * An article opens by what its category is now: the category is fetched first, then
 * the article page opens in a new window (types 0 and 1) or the category's link in a
 * new tab (type 2). The href is what the footer knew when it loaded, for a middle click.
 */
function ArticleColumn({ category }: { category: FooterArticleCategory }) {
  const queryClient = useQueryClient();
  const open = async (event: MouseEvent<HTMLAnchorElement>, articleId: number) => {
    event.preventDefault();
    const current = await fetchArticleCategory(queryClient, category.categoryId).catch(() => null);
    const opening = current && articleOpening(current, articleId);
    if (opening) window.open(opening.url, '_blank', opening.external ? 'noopener,noreferrer' : undefined);
  };
  return (
    <section className="footer-column">
      <h2 className="footer-column__title">{category.categoryName}</h2>
      <ul>
        {category.articles.map((article) => (
          <li key={article.id}>
            <a href={articleOpening(category, article.id)?.url} target="_blank" rel="noopener" onClick={(event) => void open(event, article.id)}>
              {article.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A contact icon: hovering shows its QR code when it has one, otherwise its text. */
function ContactEntry({ entry }: { entry: ContactSetting }) {
  const icon = (
    <span className="footer-icon" tabIndex={0} aria-label={entry.content} role="img">
      <img src={entry.icon} alt="" />
    </span>
  );
  if (entry.qrCode) {
    const qr = (
      <figure className="footer-qr">
        <img src={entry.qrCode} alt={entry.content} />
        <figcaption>{entry.content}</figcaption>
      </figure>
    );
    return (
      <Popover content={qr} mouseEnterDelay={TOOLTIP_OPEN_DELAY_MS / 1000} trigger={['hover', 'focus']}>
        {icon}
      </Popover>
    );
  }
  return (
    <Tooltip title={entry.content} mouseEnterDelay={TOOLTIP_OPEN_DELAY_MS / 1000} trigger={['hover', 'focus']}>
      {icon}
    </Tooltip>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const { data: categories } = useFooterArticles();
  const { data: contacts } = useContactSettings();
  const { data: follows } = useAttentionSettings();
  return (
    <div className="page-container app-footer__content">
      <nav className="app-footer__articles" aria-label={t('footer.articles')}>
        {categories?.map((category) => <ArticleColumn key={category.categoryId} category={category} />)}
      </nav>
      <div className="app-footer__social">
        {!!contacts?.length && (
          <section>
            <h2 className="footer-column__title">{t('footer.contactUs')}</h2>
            <div className="footer-icons">
              {contacts.map((entry) => (
                <ContactEntry key={entry.id} entry={entry} />
              ))}
            </div>
          </section>
        )}
        {!!follows?.length && (
          <section>
            <h2 className="footer-column__title">{t('footer.followUs')}</h2>
            <div className="footer-icons">
              {follows.map((link) => (
                <a key={link.id} className="footer-icon" href={link.linkUrl} target="_blank" rel="noopener noreferrer" aria-label={link.title} title={link.title}>
                  <img src={link.icon} alt="" />
                </a>
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

/** Copyright and filing number from the site settings. */
function FooterBottom() {
  const { t } = useTranslation();
  const { data: config } = useWebsiteConfig();
  return (
    <div className="app-footer__bottom">
      <p className="page-container">
        <span>{config?.websiteCopyrightInfo || t('footer.copyright', { year: new Date().getFullYear() })}</span>
        {config?.websiteIcpCertNo && <span className="app-footer__filing">{config.websiteIcpCertNo}</span>}
      </p>
    </div>
  );
}

/** The main shell's footer; the login shell shows only its last line. */
export function AppFooter({ compact = false }: { compact?: boolean }) {
  return (
    <footer className={compact ? 'app-footer app-footer--compact' : 'app-footer'}>
      {!compact && <FooterContent />}
      <FooterBottom />
    </footer>
  );
}
