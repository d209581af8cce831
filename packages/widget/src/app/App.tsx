import { Suspense, lazy, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useSearch } from 'wouter';
import { LoadingMask } from '../routes/BootScreens';
import { ChatRoute } from '../routes/ChatRoute';
import type { Services } from '../services/services';
import { BASENAME } from '../services/urls';
import { withAntd } from '../i18n';

// Help documents are opened from answers in a new tab: their own chunk, with DOMPurify.
const QuestionRoute = lazy(() => import('../routes/QuestionRoute'));
// Leave messages, tickets and card forms: screens few visitors open, in chunks of their own (texts included) that
// the chat's first screen never loads. One import() keeps the router's preload list short.
const loadTickets = withAntd(() => import('../tickets/pages'));
const LeaveMessagePage = lazy(() => loadTickets().then((m) => ({ default: m.LeaveMessagePage })));
const WorkOrderPage = lazy(() => loadTickets().then((m) => ({ default: m.WorkOrderPage })));
const CardFormPage = lazy(() => loadTickets().then((m) => ({ default: m.CardFormPage })));

const lazyPage = (page: ReactNode) => <Suspense fallback={<LoadingMask />}>{page}</Suspense>;

/** Unknown paths land on the chat, keeping the query (channelId and friends). */
function ToIndex() {
  const search = useSearch();
  return <Redirect to={search ? `/index?${search}` : '/index'} replace />;
}

export function App({ services }: { services: Services }) {
  return (
    <Router base={BASENAME}>
      <Switch>
        <Route path="/index">
          <ChatRoute services={services} />
        </Route>
        <Route path="/question">{lazyPage(<QuestionRoute services={services} />)}</Route>
        <Route path="/leaveMsg">{lazyPage(<LeaveMessagePage services={services} embedded={false} />)}</Route>
        {/* §2: always the mobile variant, for the embedded chat. */}
        <Route path="/leaveMessage">{lazyPage(<LeaveMessagePage services={services} embedded />)}</Route>
        <Route path="/workorder">{lazyPage(<WorkOrderPage services={services} />)}</Route>
        <Route path="/formData">{lazyPage(<CardFormPage services={services} />)}</Route>
        <Route>
          <ToIndex />
        </Route>
      </Switch>
    </Router>
  );
}
