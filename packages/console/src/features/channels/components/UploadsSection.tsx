import { Form, Switch } from 'antd';
import { flagProps } from './fields';
import { useTranslation } from 'react-i18next';

/** Which attach buttons the visitor's message box offers. */
export function UploadsSection() {
  const { t } = useTranslation('channels');
  return (
    <div className="channel-fields">
      <p className="settings-hint channel-intro">{t('uploadsSection.visitorsCanSendWhatThese')}</p>
      <Form.Item label={t('uploadsSection.images')} name="imageButtonFlag" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item label={t('uploadsSection.videos')} name="videoButtonFlag" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item label={t('uploadsSection.otherFiles')} name="fileButtonFlag" {...flagProps}>
        <Switch />
      </Form.Item>
    </div>
  );
}
