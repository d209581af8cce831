import './styles/base.css';
import './styles/rtl.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CHAT_PAGE } from '@parley/protocol';
import { App } from './app/App';
import { createServices } from './services/services';
import { initI18n, localeForChannel } from './i18n';
import { isEmbedded } from './embedding/parent';
import { startFieldsFrom } from './routes/startFields';
import { firstStartBody } from './session/startBody';

const query = new URLSearchParams(window.location.search);
const services = createServices();
// W-ST10: the chat asks chatStart now, beside its texts, instead of after React's first render (the page came with its
// channel, S-WB12; or channelInfo is asked first). A page of its own knows its visitor now; an embedded one waits for
// its loader (identity, locale).
const channelId = query.get('channelId')?.trim();
const channel =
  window.location.pathname === CHAT_PAGE && channelId
    ? services.prefetchChat(channelId, (info) =>
        isEmbedded(query)
          ? null
          : firstStartBody(
              channelId,
              startFieldsFrom(query, localeForChannel(info, query.get('locale')), document.referrer),
              services.identity,
            ),
      )
    : null;
// W-SH2, W-SH5: the texts start in the language the chat will show: the channel's when the page came with it; the
// query's, the stored and the browser's otherwise (until channelInfo answers).
void initI18n(localeForChannel(channel, query.get('locale'))).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
});
