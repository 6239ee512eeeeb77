import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/app';
import './app/styles.css';
import { initI18n } from './lib/i18n';
import { refreshUser } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { antdLocale } = await initI18n();
// A held token may belong to a user whose audit status changed since the last visit.
void refreshUser();
createRoot(container).render(<StrictMode>{createApp(antdLocale)}</StrictMode>);
