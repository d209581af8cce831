import { useState } from 'react';
import { Divider, Form, Input, Segmented, Select, Switch } from 'antd';
import {
  DEFAULT_SMALL_TALK_REPLIES,
  LOCALES,
  SMALL_TALK_KINDS,
  type ChannelSettings,
  type Locale,
  type SmallTalkKind,
} from '@parley/protocol';
import { useTranslation } from 'react-i18next';

// Each kind is named by the channels texts' smallTalkReplies.kinds.<kind> (label, inSentence, example).

/** A language named in the console's language; the widget's `tw` is Traditional Chinese. */
const localeName = (l: Locale, uiLanguage: string) =>
  `${new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(l === 'tw' ? 'zh-Hant' : l) ?? l} (${l})`;

/**
 * S-RB16: the robot's replies to small talk, per widget locale. An empty field keeps the built-in reply, shown as
 * its placeholder; the visitor gets the reply of their own locale.
 */
export function SmallTalkReplies() {
  const { t, i18n } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const on = Form.useWatch(['robotSmallTalk', 'enabled'], { form, preserve: true }) !== false;
  const [locale, setLocale] = useState<Locale>('en');
  const [kind, setKind] = useState<SmallTalkKind>('greeting');
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('smallTalkReplies.smallTalk')}
      </Divider>
      <Form.Item
        label={t('smallTalkReplies.answerGreetingsThanksAndGoodbyes')}
        name={['robotSmallTalk', 'enabled']}
        valuePropName="checked"
        extra={t('smallTalkReplies.theRobotRepliesToHi')}
      >
        <Switch />
      </Form.Item>
      <div className="form-pair">
        <Form.Item label={t('smallTalkReplies.visitorLanguage')}>
          <Select
            value={locale}
            onChange={setLocale}
            options={LOCALES.map((l) => ({ value: l, label: localeName(l, i18n.language) }))}
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!on}
            aria-label={t('smallTalkReplies.visitorLanguageOfTheSmall')}
          />
        </Form.Item>
        <Form.Item label={t('smallTalkReplies.visitorSays')}>
          <Segmented<SmallTalkKind>
            value={kind}
            onChange={setKind}
            disabled={!on}
            options={SMALL_TALK_KINDS.map((k) => ({ value: k, label: t(`smallTalkReplies.kinds.${k}.label`) }))}
          />
        </Form.Item>
      </div>
      <Form.Item
        key={`${locale}-${kind}`}
        label={t('smallTalkReplies.replyTo', {
          kind: t(`smallTalkReplies.kinds.${kind}.inSentence`),
          language: localeName(locale, i18n.language),
        })}
        name={['robotSmallTalk', 'replies', locale, kind]}
        extra={t('smallTalkReplies.replyHint', { examples: t(`smallTalkReplies.kinds.${kind}.example`) })}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={500}
          showCount
          placeholder={DEFAULT_SMALL_TALK_REPLIES[locale][kind]}
          disabled={!on}
        />
      </Form.Item>
    </>
  );
}
