import { useTranslation } from '../i18n/useTranslation';
import './field.css';

/**
 * The asterisk of a required field, read out as "required" as part of the label. antd-mobile's Input and TextArea put
 * extra attributes on their wrapper div, where aria-required is not allowed (axe, critical), so the label says it.
 */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span className="pw-uf__req">
      <span aria-hidden>*</span>
      <span className="pw-vh">{t('media.required')}</span>
    </span>
  );
}
