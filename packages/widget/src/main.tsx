import './app/antdRender';
import './styles/base.css';
import './styles/rtl.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices } from './services/services';
import { chooseLocale, initI18n } from './i18n';

// The channel's language is only known after channelInfo; until then the query, the browser and the stored setting
// decide (W-SH2, W-SH5).
const query = new URLSearchParams(window.location.search);
void initI18n(chooseLocale({ query: query.get('locale') })).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={createServices()} />
    </StrictMode>,
  );
});
