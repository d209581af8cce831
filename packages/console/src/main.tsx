import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AntdLocale } from './i18n/AntdLocale';
import { startLanguage } from './i18n/languageStore';
import { loadSignInTexts } from './i18n/signInTexts';
import './app/styles.css';

// The sign-in texts of the agent's language arrive first (one small chunk), so no screen flashes in another language.
void loadSignInTexts(startLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AntdLocale
        theme={{
          token: {
            colorPrimary: '#4f46e5',
            borderRadius: 8,
            // antd's grey texts (secondary, descriptions, placeholders, empty states) read below 4.5:1 on white.
            colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
            colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
            colorTextDescription: 'rgba(0, 0, 0, 0.58)',
            colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
            // Links and danger buttons: antd's #1677ff and #ff4d4f are below 4.5:1 for small text.
            colorLink: '#4338ca',
            colorError: '#c62828',
            // Agents who ask their system for less motion get popups and drawers without the zoom and slide.
            motion: !(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false),
          },
        }}
      >
        <App />
      </AntdLocale>
    </StrictMode>,
  ),
);
