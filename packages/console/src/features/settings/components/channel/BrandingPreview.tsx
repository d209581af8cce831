import { Form } from 'antd';
import type { ChannelSettings, MenuItem } from '@parley/protocol';
import { previewColors, safeImage } from '../../model/brandingPreview';

/** A small live likeness of the widget: header, a robot and a visitor bubble, a link, the first menu chips. */
export function BrandingPreview() {
  const form = Form.useFormInstance<ChannelSettings>();
  const w = <K extends keyof ChannelSettings>(k: K) => Form.useWatch(k, { form, preserve: true }) as ChannelSettings[K] | undefined;
  const title = w('titleDesc');
  const robotName = w('robotName');
  const colors = previewColors({ mainColor: w('mainColor'), navigationBarColor: w('navigationBarColor'), kitBgcolor: w('kitBgcolor'), kitTxcolor: w('kitTxcolor'), cusColor: w('cusColor') });
  const navShown = w('navigationBarShowFlag') !== 0;
  const avatar = safeImage(w('avatar')) ?? safeImage(w('robotIcon'));
  const robotIcon = safeImage(w('robotIcon')) ?? avatar;
  const background = safeImage(w('backgroundImage'));
  const notice = w('noticeMode') === 1 ? w('noticeMsg') : '';
  const welcome = w('robotWelcomeMsg') || 'Hi! How can I help you today?';
  const menus = (w('chatMenuConfigPlan')?.menus ?? []) as MenuItem[];
  const initial = (title || robotName || 'P').trim().charAt(0).toUpperCase();
  return (
    <figure className="preview" aria-label="Widget preview">
      <div className="preview-frame">
        {navShown && (
          <div className="preview-header" style={{ background: colors.navBg, color: colors.navFg }}>
            {avatar ? <img className="preview-avatar" src={avatar} alt="" /> : <span className="preview-avatar preview-avatar-letter">{initial}</span>}
            <span className="preview-title">
              <strong>{title || robotName || 'Chat'}</strong>
              {title && robotName && <small>{robotName}</small>}
            </span>
          </div>
        )}
        {notice && <div className="preview-notice">{notice}</div>}
        <div className="preview-body" style={background ? { backgroundImage: `url("${background.replace(/["\\]/g, '')}")` } : undefined}>
          <div className="preview-row">
            {robotIcon ? <img className="preview-dot" src={robotIcon} alt="" /> : <span className="preview-dot" style={{ background: colors.main }} />}
            <span className="preview-bubble preview-robot">
              {welcome.length > 120 ? `${welcome.slice(0, 119)}…` : welcome}{' '}
              <span style={{ color: colors.link, textDecoration: 'underline' }}>Help centre</span>
            </span>
          </div>
          <div className="preview-row preview-row-visitor">
            <span className="preview-bubble" style={{ background: colors.visitorBg, color: colors.visitorFg }}>
              Where is my order?
            </span>
          </div>
        </div>
        {menus.length > 0 && (
          <div className="preview-chips">
            {menus.slice(0, 4).map((m, i) => (
              <span key={i} className="preview-chip" style={{ background: m.background || undefined, color: m.color || undefined }}>
                {m.menuName || 'Untitled'}
              </span>
            ))}
          </div>
        )}
        <div className="preview-input">
          <span>Type a message…</span>
          <span className="preview-send" style={{ background: colors.main }} />
        </div>
      </div>
      <figcaption className="settings-sub">Preview, roughly as visitors see it</figcaption>
    </figure>
  );
}
