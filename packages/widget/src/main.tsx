import './app/antdRender';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices } from './services/services';
import { initI18n } from './i18n';
import { pickLocale } from './i18n/locale';

// The channel's language is only known after channelInfo; until then the query and the browser decide (SH2).
const query = new URLSearchParams(window.location.search);
void initI18n(pickLocale([query.get('locale'), navigator.language])).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={createServices()} />
    </StrictMode>,
  );
});
