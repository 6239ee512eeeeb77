import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp, queryClient } from './app/app';
import { keepTabInDialogs } from './app/shell/focus-trap';
import { appRoutes, createAppRouter, firstPageReady, startFirstPage } from './app/router';
import './app/styles.css';
// The goods page's first view, which the server writes into the page: its styles must be in the page too.
import './features/catalog/goods-first-view.css';
// And a goods list's (its filter bar and cards).
import './features/catalog/goods-list-first-view.css';
import { initI18n } from './lib/i18n';
import { refreshUser } from './lib/session';

/** How long the app leaves a page's first view on screen waiting for the page's data, at most. */
const FIRST_VIEW_WAIT_MS = 4000;

// Tab and Shift+Tab stay inside the dialog on top of the page (every antd modal).
keepTabInDialogs();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's code and data load alongside the language files, not after them.
const routes = appRoutes();
const i18n = initI18n();
const firstPageData = startFirstPage(routes, window.location, queryClient);
const { antdLocale } = await i18n;
// A held token may belong to a user whose audit status changed since the last visit.
void refreshUser();
const router = createAppRouter(routes);
const root = createRoot(container);
const app = <StrictMode>{createApp(antdLocale, router)}</StrictMode>;
if (container.firstElementChild) {
  // A storefront page comes with its frame already painted (src/prerender.tsx): the app replaces it
  // once its first page is ready, rather than with a loading screen in between. Meanwhile the frame
  // stays on screen, so the app's first render can be a transition: React renders it in slices,
  // between which the browser answers input (one task of 0.5-0.6 s on a phone otherwise), and
  // replaces the frame when the whole of it is ready.
  // A page the server wrote its first view into (the goods page, a category's goods list:
  // apps/server modules/catalog) is replaced once its data has come too; before, the app's page
  // would show its loading state where the view was. A slow answer does not hold the app back long.
  const firstView = !!document.getElementById('main-content')?.firstElementChild;
  await Promise.all([firstPageReady(router), firstView ? Promise.race([firstPageData, new Promise((wait) => setTimeout(wait, FIRST_VIEW_WAIT_MS))]) : null]);
  startTransition(() => root.render(app));
} else {
  root.render(app);
}
