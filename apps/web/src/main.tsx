import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp, queryClient } from './app/app';
import { appRoutes, createAppRouter, firstPageReady, startFirstPage } from './app/router';
import './app/styles.css';
// The goods page's first view, which the server writes into the page: its styles must be in the page too.
import './features/catalog/goods-first-view.css';
import { initI18n } from './lib/i18n';
import { refreshUser } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's code and data load alongside the language files, not after them.
const routes = appRoutes();
const i18n = initI18n();
startFirstPage(routes, window.location, queryClient);
const { antdLocale } = await i18n;
// A held token may belong to a user whose audit status changed since the last visit.
void refreshUser();
const router = createAppRouter(routes);
// A storefront page comes with its frame already painted (src/prerender.tsx): the app replaces it
// once its first page is ready, rather than with a loading screen in between.
if (container.firstElementChild) await firstPageReady(router);
createRoot(container).render(<StrictMode>{createApp(antdLocale, router)}</StrictMode>);
