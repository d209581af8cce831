import { Form } from 'antd';
import { brandColors, brandImageUrl, type ChannelSettings, type MenuItem } from '@parley/protocol';
import { useTranslation } from 'react-i18next';

/** A small live likeness of the widget: header, a robot and a visitor bubble, a link, the first menu chips. */
export function BrandingPreview() {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  // One watch of the whole draft: the preview reads many fields, some only when others are set.
  const s = (Form.useWatch((values: ChannelSettings) => values, { form, preserve: true }) ?? {}) as Partial<ChannelSettings>;
  const title = s.titleDesc;
  const robotName = s.robotName;
  const colors = brandColors(s);
  const navShown = s.navigationBarShowFlag !== 0;
  const avatar = brandImageUrl(s.avatar) ?? brandImageUrl(s.robotIcon);
  const robotIcon = brandImageUrl(s.robotIcon) ?? avatar;
  const background = brandImageUrl(s.backgroundImage);
  const notice = s.noticeMode === 1 ? s.noticeMsg : '';
  const welcome = s.robotWelcomeMsg || t('brandingPreview.hiHowCanIHelp');
  const menus: MenuItem[] = s.chatMenuConfigPlan?.menus ?? [];
  const initial = (title || robotName || 'P').trim().charAt(0).toUpperCase();
  return (
    <figure className="preview" aria-label={t('brandingPreview.widgetPreview')}>
      <div className="preview-frame">
        {navShown && (
          <div className="preview-header" style={{ background: colors.navBg, color: colors.navFg }}>
            {avatar ? (
              <img className="preview-avatar" src={avatar} alt="" />
            ) : (
              <span className="preview-avatar preview-avatar-letter">{initial}</span>
            )}
            <span className="preview-title">
              <strong>{title || robotName || t('brandingPreview.chat')}</strong>
              {title && robotName && <small>{robotName}</small>}
            </span>
          </div>
        )}
        {notice && (
          // The widget's notice bar tints the channel's main colour (chat.css .pw-announcement); the likeness does too.
          <div
            className="preview-notice"
            style={{
              color: `color-mix(in srgb, ${colors.main} 80%, #000)`,
              background: `color-mix(in srgb, ${colors.main} 8%, #fff)`,
              borderBottom: `1px solid color-mix(in srgb, ${colors.main} 15%, transparent)`,
            }}
          >
            {notice}
          </div>
        )}
        <div className="preview-body" style={background ? { backgroundImage: `url("${background.replace(/["\\]/g, '')}")` } : undefined}>
          <div className="preview-row">
            {robotIcon ? (
              <img className="preview-dot" src={robotIcon} alt="" />
            ) : (
              <span className="preview-dot" style={{ background: colors.main }} />
            )}
            <span className="preview-bubble preview-robot">
              {welcome.length > 120 ? `${welcome.slice(0, 119)}…` : welcome}{' '}
              <span style={{ color: colors.link, textDecoration: 'underline' }}>{t('brandingPreview.helpCentre')}</span>
            </span>
          </div>
          <div className="preview-row preview-row-visitor">
            <span className="preview-bubble" style={{ background: colors.visitorBg, color: colors.visitorFg }}>
              {t('brandingPreview.whereIsMyOrder')}
            </span>
          </div>
        </div>
        {menus.length > 0 && (
          <div className="preview-chips">
            {menus.slice(0, 4).map((m, i) => (
              <span key={i} className="preview-chip" style={{ background: m.background || undefined, color: m.color || undefined }}>
                {m.menuName || t('brandingPreview.untitled')}
              </span>
            ))}
          </div>
        )}
        <div className="preview-input">
          <span>{t('brandingPreview.typeAMessage')}</span>
          <span className="preview-send" style={{ background: colors.main }} />
        </div>
      </div>
      <figcaption className="settings-sub">{t('brandingPreview.previewRoughlyAsVisitorsSee')}</figcaption>
    </figure>
  );
}
