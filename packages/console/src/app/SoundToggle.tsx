import { Button, Tooltip } from 'antd';
import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setSoundOn, useSoundOn } from '../shared/preferences';
import { beep } from '../shared/notify/beep';
import { askNotificationPermission } from '../shared/notify/desktopNotification';

/** Sound on/off for new visitors and messages; turning it on plays the chime once so the agent knows the volume. */
export function SoundToggle() {
  const { t } = useTranslation('shell');
  const on = useSoundOn();
  return (
    <Tooltip title={on ? t('sound.on') : t('sound.off')}>
      <Button
        type="text"
        aria-label={on ? t('sound.turnOff') : t('sound.turnOn')}
        aria-pressed={on}
        icon={on ? <SoundOutlined /> : <MutedOutlined />}
        onClick={() => {
          setSoundOn(!on);
          askNotificationPermission();
          if (!on) beep();
        }}
      />
    </Tooltip>
  );
}
