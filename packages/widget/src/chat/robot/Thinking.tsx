import { useTranslation } from '../../i18n/useTranslation';

/** W-RB4: the robot's typing dots while its answer is on the way. */
export function Thinking() {
  const { t } = useTranslation();
  return (
    <span className="pw-thinking" role="status" aria-label={t('robot.thinking')}>
      <i />
      <i />
      <i />
    </span>
  );
}
