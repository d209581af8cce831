import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { LOCALES } from '@parley/protocol';
import { BrandingPreview } from './BrandingPreview';
import { ColorField, flagProps } from './fields';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const localeOptions = (t: TFunction) => [
  { value: '', label: t('brandingSection.browserLanguage') },
  ...LOCALES.map((l) => ({ value: l, label: l })),
];

/** Title, colours, images and size of the widget, beside a live preview. */
export function BrandingSection() {
  const { t } = useTranslation('channels');
  return (
    <div className="channel-split">
      <div className="channel-fields">
        <Form.Item label={t('brandingSection.title')} name="titleDesc" extra={t('brandingSection.shownInTheChatHeader')}>
          <Input maxLength={200} placeholder={t('brandingSection.eGLumenHomeSupport')} />
        </Form.Item>
        <Form.Item label={t('brandingSection.language')} name="language">
          <Select options={localeOptions(t)} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <div className="form-pair">
          <Form.Item label={t('brandingSection.mainColour')} name="mainColor" tooltip={t('brandingSection.buttonsTheHeaderAndThe')}>
            <ColorField />
          </Form.Item>
          <Form.Item label={t('brandingSection.linkColour')} name="cusColor">
            <ColorField />
          </Form.Item>
          <Form.Item label={t('brandingSection.visitorBubble')} name="kitBgcolor">
            <ColorField />
          </Form.Item>
          <Form.Item label={t('brandingSection.visitorText')} name="kitTxcolor">
            <ColorField />
          </Form.Item>
        </div>
        <div className="form-pair">
          <Form.Item label={t('brandingSection.showTheNavigationBar')} name="navigationBarShowFlag" {...flagProps}>
            <Switch />
          </Form.Item>
          <Form.Item
            label={t('brandingSection.navigationBarColour')}
            name="navigationBarColor"
            tooltip={t('brandingSection.emptyTheMainColour')}
          >
            <ColorField allowClear />
          </Form.Item>
        </div>
        <Form.Item label={t('brandingSection.headerAvatarUrl')} name="avatar">
          <Input placeholder={t('brandingSection.httpsLogoPng')} maxLength={2000} />
        </Form.Item>
        <Form.Item label={t('brandingSection.robotIconUrl')} name="robotIcon">
          <Input placeholder={t('brandingSection.httpsRobotPng')} maxLength={2000} />
        </Form.Item>
        <Form.Item label={t('brandingSection.chatBackgroundImageUrl')} name="backgroundImage">
          <Input placeholder={t('brandingSection.none')} maxLength={2000} />
        </Form.Item>
        <div className="form-pair">
          <Form.Item label={t('brandingSection.desktopWidth')} name="mainWidth">
            <InputNumber min={0} max={4000} suffix="px" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('brandingSection.desktopHeight')} name="mainHeight">
            <InputNumber min={0} max={4000} suffix="px" style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </div>
      <BrandingPreview />
    </div>
  );
}
