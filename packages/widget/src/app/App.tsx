import { Suspense, lazy, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingMask } from '../routes/BootScreens';
import { ChatRoute } from '../routes/ChatRoute';
import type { Services } from '../services/services';
import { BASENAME } from '../services/urls';

// Help documents are opened from answers in a new tab: their own chunk, with DOMPurify.
const QuestionRoute = lazy(() => import('../routes/QuestionRoute'));
// Leave messages, tickets and card forms: screens few visitors open, in chunks of their own (texts included) that
// the chat's first screen never loads. One import() keeps the router's preload list short.
const loadTickets = () => import('../tickets/pages');
const LeaveMessagePage = lazy(() => loadTickets().then((m) => ({ default: m.LeaveMessagePage })));
const WorkOrderPage = lazy(() => loadTickets().then((m) => ({ default: m.WorkOrderPage })));
const CardFormPage = lazy(() => loadTickets().then((m) => ({ default: m.CardFormPage })));

const lazyPage = (page: ReactNode) => <Suspense fallback={<LoadingMask />}>{page}</Suspense>;

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
        <Route path="/question" element={lazyPage(<QuestionRoute services={services} />)} />
        <Route path="/leaveMsg" element={lazyPage(<LeaveMessagePage services={services} embedded={false} />)} />
        {/* §2: always the mobile variant, for the embedded chat. */}
        <Route path="/leaveMessage" element={lazyPage(<LeaveMessagePage services={services} embedded />)} />
        <Route path="/workorder" element={lazyPage(<WorkOrderPage services={services} />)} />
        <Route path="/formData" element={lazyPage(<CardFormPage services={services} />)} />
        <Route path="*" element={<ToIndex />} />
      </Routes>
    </BrowserRouter>
  );
}
