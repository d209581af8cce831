import { useCallback, useEffect, useState } from 'react';
import { App as AntApp } from 'antd';
import type { RobotUnanswered } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { dismissRobotUnanswered } from '../api/dismissRobotUnanswered';
import { fetchRobotUnanswered } from '../api/fetchRobotUnanswered';
import { DEFAULT_DAYS, UNANSWERED_LIMIT } from '../model/unanswered';

/**
 * The channel robot's unanswered questions over the chosen period. Loaded with the page, not the view, so the
 * view's label can show how many there are before it is opened.
 */
export function useUnanswered(channelId: string | null) {
  const { message } = AntApp.useApp();
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [data, setData] = useState<RobotUnanswered | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!channelId) return;
    // A quicker answer for a later period or channel must not be overwritten by a slower one for an earlier.
    let live = true;
    setLoading(true);
    fetchRobotUnanswered(channelId, { days, limit: UNANSWERED_LIMIT })
      .then(
        (d) => live && setData(d),
        (e: unknown) => live && void message.error(failureText(e)),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [channelId, days, message]);

  /** Takes a question off the list; its row goes once the server has agreed (a failure is the caller's to show). */
  const dismiss = useCallback(
    async (question: string) => {
      if (!channelId) return;
      await dismissRobotUnanswered(channelId, [question]);
      setData((d) => d && { ...d, items: d.items.filter((i) => i.question !== question) });
    },
    [channelId],
  );

  return { days, setDays, data, loading, dismiss };
}

export type UnansweredList = ReturnType<typeof useUnanswered>;
