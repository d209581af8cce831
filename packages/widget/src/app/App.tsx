import { Suspense, lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingMask } from '../routes/BootScreens';
import { ChatRoute } from '../routes/ChatRoute';
import type { Services } from '../services/services';
import { BASENAME } from '../services/urls';

// Help documents are opened from answers in a new tab: their own chunk, with DOMPurify.
const QuestionRoute = lazy(() => import('../routes/QuestionRoute'));

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
        <Route
          path="/question"
          element={
            <Suspense fallback={<LoadingMask />}>
              <QuestionRoute services={services} />
            </Suspense>
          }
        />
        <Route path="*" element={<ToIndex />} />
      </Routes>
    </BrowserRouter>
  );
}
