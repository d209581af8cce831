import './styles/base.css';
import './styles/rtl.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadChatScreen } from './routes/ChatShell';
import { createServices } from './services/services';
import { BASENAME } from './services/urls';
import { chooseLocale, initI18n } from './i18n';

// The channel's language is only known after channelInfo; until then the query, the browser and the stored setting
// decide (W-SH2, W-SH5).
const query = new URLSearchParams(window.location.search);
const services = createServices();
// The chat's first needs (its channel, its screen's chunk) are asked for now, alongside the texts, instead of after
// React's first render: the welcome waits for one round trip less.
const channelId = query.get('channelId')?.trim();
if (window.location.pathname === `${BASENAME}/index` && channelId) {
  services.prefetchChannel(channelId);
  void loadChatScreen().catch(() => undefined);
}
void initI18n(chooseLocale({ query: query.get('locale') })).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
