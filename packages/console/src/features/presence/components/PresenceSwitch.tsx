import { useEffect, useState } from 'react';
import { App as AntApp, Select } from 'antd';
import type { AgentProfile, PresenceValue } from '@parley/protocol';
import { subscribeAgentStream } from '../../../shared/agentStream';
import { failureText } from '../../../shared/api';
import { setPresence } from '../api/setPresence';

const OPTIONS: { value: PresenceValue; label: string }[] = [
  { value: 'online', label: 'Online' },
  { value: 'busy', label: 'Busy' },
  { value: 'offline', label: 'Offline' },
];

/** The agent's availability; the server may change it too (console gone for a while), which arrives on the stream. */
export function PresenceSwitch({ me }: { me: AgentProfile }) {
  const { message } = AntApp.useApp();
  const [presence, setLocal] = useState<PresenceValue>(me.presence);

  useEffect(
    () =>
      subscribeAgentStream({
        onEvent: (e) => {
          if (e.type === 'presence' && e.agentId === me.agentId) setLocal(e.presence);
        },
      }),
    [me.agentId],
  );

  async function change(next: PresenceValue) {
    const before = presence;
    setLocal(next);
    try {
      await setPresence(next);
    } catch (e) {
      setLocal(before);
      void message.error(failureText(e));
    }
  }

  return (
    <Select
      aria-label="Presence"
      className={`presence-select presence-${presence}`}
      value={presence}
      onChange={(v) => void change(v)}
      options={OPTIONS.map((o) => ({
        value: o.value,
        label: (
          <span className={`presence-option presence-${o.value}`}>
            <span className="dot" />
            {o.label}
          </span>
        ),
      }))}
      popupMatchSelectWidth={false}
      variant="filled"
    />
  );
}
