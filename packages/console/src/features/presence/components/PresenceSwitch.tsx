import { useEffect, useRef, useState } from 'react';
import { App as AntApp, Button, Select } from 'antd';
import type { AgentProfile, PresenceValue } from '@parley/protocol';
import { useTranslation } from 'react-i18next';
import { subscribeAgentStream } from '../../../shared/agentStream';
import { failureText } from '../../../shared/api';
import { setPresence } from '../api/setPresence';
import { PRESENCE_CHOICE_KEY, presenceOnOpen } from '../model/presenceDefault';

const OPTIONS: PresenceValue[] = ['online', 'busy', 'offline'];

function remembered(): string | null {
  try {
    return localStorage.getItem(PRESENCE_CHOICE_KEY);
  } catch {
    return null;
  }
}

function remember(choice: PresenceValue): void {
  try {
    localStorage.setItem(PRESENCE_CHOICE_KEY, choice);
  } catch {
    // Private mode: the next visit starts online again, which is the default anyway.
  }
}

/**
 * The agent's availability; the server may change it too (console gone for a while), which arrives on the stream.
 * Opening the console makes an offline agent available unless they chose offline (presenceDefault.ts); while not
 * online a warning button says visitors cannot reach them and brings them online in one click.
 */
export function PresenceSwitch({ me }: { me: AgentProfile }) {
  const { t } = useTranslation('presence');
  const { message } = AntApp.useApp();
  const [presence, setLocal] = useState<PresenceValue>(me.presence);
  const current = useRef(presence);
  current.current = presence;

  useEffect(
    () =>
      subscribeAgentStream({
        onEvent: (e) => {
          if (e.type === 'presence' && e.agentId === me.agentId) setLocal(e.presence);
        },
      }),
    [me.agentId],
  );

  async function change(next: PresenceValue, chosen: boolean) {
    const before = current.current;
    setLocal(next);
    if (chosen) remember(next);
    try {
      await setPresence(next);
    } catch (e) {
      setLocal(before);
      void message.error(failureText(e));
    }
  }

  useEffect(() => {
    const next = presenceOnOpen(me.presence, remembered());
    if (next !== me.presence) void change(next, false);
    // Once per signed-in agent: later changes are the agent's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- change reads the latest state through a ref
  }, [me.agentId]);

  return (
    <>
      {presence !== 'online' && (
        <Button className={`presence-warning presence-warning--${presence}`} onClick={() => void change('online', true)}>
          <span className="presence-warning__text">{presence === 'busy' ? t('busyWarning') : t('offlineWarning')}</span>
          <strong>{t('goOnline')}</strong>
        </Button>
      )}
      <Select
        aria-label={t('label')}
        className={`presence-select presence-${presence}`}
        value={presence}
        onChange={(v) => void change(v, true)}
        options={OPTIONS.map((value) => ({
          value,
          label: (
            <span className={`presence-option presence-${value}`}>
              <span className="dot" />
              {t(`options.${value}`)}
            </span>
          ),
        }))}
        popupMatchSelectWidth={false}
        variant="filled"
      />
    </>
  );
}
