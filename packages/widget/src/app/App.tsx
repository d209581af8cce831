import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { ChatRoute } from '../routes/ChatRoute';
import type { Services } from './services';
import { BASENAME } from './urls';

/** Unknown paths land on the chat, keeping the query (channelId and friends). */
function ToIndex() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/index', search }} replace />;
}

export function App({ services }: { services: Services }) {
  return (
    <BrowserRouter basename={BASENAME}>
      <Routes>
        <Route path="/index" element={<ChatRoute services={services} />} />
        <Route path="*" element={<ToIndex />} />
      </Routes>
    </BrowserRouter>
  );
}
