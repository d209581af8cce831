import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { TwoFactorSetup } from './TwoFactorSetup';
import './account.css';

/** The workspace requires two-factor sign-in and this agent has none: nothing else until it is set up. */
export default function TwoFactorRequiredPage({ onDone, onSignOut }: { onDone(): void; onSignOut(): void }) {
  const { t } = useTranslation('account');
  return (
    <div className="login-screen">
      <main className="login-card account-card two-factor-screen">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <h1 className="login-title">{t('twoFactor.requiredTitle')}</h1>
          <span className="login-language">
            <LanguageSwitch />
          </span>
        </div>
        <p className="login-lead">{t('twoFactor.requiredLead')}</p>
        <TwoFactorSetup onDone={onDone} />
        <p className="account-footer">
          <Button type="link" onClick={onSignOut}>
            {t('twoFactor.signOut')}
          </Button>
        </p>
      </main>
    </div>
  );
}
