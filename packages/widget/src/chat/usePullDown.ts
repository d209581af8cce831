import { useEffect, useRef, useState, type RefObject } from 'react';
import { PULL_COMPLETE_MS, canStartPull, pullOffset, pullStatus, type PullStatus } from './pullDown';

/** W-HI6: touch listeners on the scrolling list; returns the head's status and height. */
export function usePullDown(
  scrollRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  onRefresh: () => Promise<void>,
): { status: PullStatus; offset: number } {
  const [pull, setPull] = useState<{ status: PullStatus; offset: number }>({ status: 'idle', offset: 0 });
  // The listeners are attached once; they read the newest values through refs.
  const latest = useRef({ enabled, onRefresh, pull });
  latest.current = { enabled, onRefresh, pull };

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    let startY: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onStart = (e: TouchEvent) => {
      const busy = latest.current.pull.status === 'refreshing' || latest.current.pull.status === 'complete';
      startY = !busy && canStartPull(el.scrollTop, latest.current.enabled) ? e.touches[0]!.clientY : null;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const offset = pullOffset(e.touches[0]!.clientY - startY);
      if (offset > 0 && e.cancelable) e.preventDefault();
      setPull({ status: pullStatus(offset), offset });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (latest.current.pull.status !== 'canRelease') {
        setPull({ status: 'idle', offset: 0 });
        return;
      }
      setPull((p) => ({ status: 'refreshing', offset: p.offset }));
      void latest.current
        .onRefresh()
        .catch(() => undefined)
        .then(() => {
          setPull((p) => ({ status: 'complete', offset: p.offset }));
          timer = setTimeout(() => setPull({ status: 'idle', offset: 0 }), PULL_COMPLETE_MS);
        });
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    // Not passive: the page must not scroll (or bounce) while the head is being pulled open.
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      clearTimeout(timer);
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [scrollRef]);

  return pull;
}
