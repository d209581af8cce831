/** Loads the call box (its own chunk) the first time a call event or a request arrives; until then it costs nothing. */
import { Suspense, lazy, useEffect, useState } from 'react';
import type { Layout } from '../layout/chooseLayout';
import type { CallApi } from '../api/calls';
import { callDock } from './callDock';

const CallLayer = lazy(() => import('./CallLayer'));

interface Props {
  layout: Layout;
  api: () => Promise<CallApi>;
}

export function CallMount({ layout, api }: Props) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => callDock.onWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CallLayer layout={layout} api={api} />
    </Suspense>
  );
}
