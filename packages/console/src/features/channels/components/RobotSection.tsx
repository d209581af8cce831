import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Form, Input, InputNumber, Radio, Select, Switch, Tooltip } from 'antd';
import type { ChannelSettings } from '@parley/protocol';
import { BASE_URL_MAX, DOCUMENTS_READ, MODEL_MAX, TIMEOUT_SECONDS, timeoutSecondsProps } from '../model/largeModel';
import { flagProps } from './fields';
import { LargeModelKey } from './LargeModelKey';
import { SmallTalkReplies } from './SmallTalkReplies';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const transferChoices = (t: TFunction) => [
  { value: 0, label: t('robotSection.transfer.nothing') },
  { value: 1, label: t('robotSection.transfer.button') },
  { value: 2, label: t('robotSection.transfer.auto') },
];

/** The robot's name and greeting, answer feedback, its small talk, when its answers lead to a person, and its large-model answers. */
export function RobotSection({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  return (
    <div className="channel-fields">
      <Form.Item
        label={t('robotSection.robotName')}
        name="robotName"
        rules={[{ required: true, whitespace: true, message: t('robotSection.nameTheRobot') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label={t('robotSection.welcomeMessage')} name="robotWelcomeMsg" extra={t('robotSection.theRobotSFirstMessage')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item label={t('robotSection.likeDislikeOnAnswers')} name="commentDocMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item
        label={t('robotSection.afterAConfidentAnswer')}
        name="robotAnswerTransferUserMode"
        extra={t('robotSection.visitorsCanStillAskFor')}
      >
        <Radio.Group options={transferChoices(t).slice(0, 2)} />
      </Form.Item>
      <Form.Item label={t('robotSection.afterADidYouMean')} name="robotGuideTransferUserMode">
        <Radio.Group options={transferChoices(t)} />
      </Form.Item>
      <Form.Item label={t('robotSection.whenTheRobotHasNo')} name="robotUnknownTransferUserMode">
        <Radio.Group options={transferChoices(t)} />
      </Form.Item>
      <Form.Item label={t('robotSection.wordsThatAskForA')} name="robotTransferKeywords" extra={t('robotSection.aQuestionContainingOneOf')}>
        <Select
          mode="tags"
          tokenSeparators={[',', '，']}
          open={false}
          suffixIcon={null}
          placeholder={t('robotSection.typeAWordAndPress')}
          aria-label={t('robotSection.wordsThatAskForA')}
        />
      </Form.Item>
      <SynonymGroups />
      <SmallTalkReplies />
      <LargeModel channelId={channelId} />
    </div>
  );
}

/** The robot's own synonyms: groups of words that mean the same, the first being the one the documents use. */
function SynonymGroups() {
  const { t } = useTranslation('channels');
  return (
    <Form.Item label={t('robotSection.synonyms')} extra={t('robotSection.wordsYourVisitorsUseFor')}>
      <Form.List name="robotSynonyms">
        {(fields, { add, remove }, { errors }) => (
          <>
            <ol className="editor-list">
              {fields.map((field, i) => (
                <li key={field.key} className="editor-item editor-item-compact">
                  <span className="editor-index">{i + 1}</span>
                  <Form.Item
                    name={field.name}
                    className="editor-body"
                    // Judged when the admin leaves the field (or saves), not after the first word.
                    validateTrigger="onBlur"
                    rules={[
                      {
                        validator: async (_, v: string[] | undefined) => {
                          if ((v?.length ?? 0) < 2) throw new Error(t('robotSection.atLeastTwoWords'));
                        },
                      },
                    ]}
                  >
                    <Select
                      mode="tags"
                      tokenSeparators={[',', '，']}
                      open={false}
                      suffixIcon={null}
                      placeholder={t('robotSection.eGRoombaRobotVacuum')}
                      aria-label={t('aria.synonymGroup', { p0: i + 1 })}
                    />
                  </Form.Item>
                  <Tooltip title={t('robotSection.remove')}>
                    <Button
                      type="text"
                      danger
                      aria-label={t('aria.removeSynonymGroup', { p0: i + 1 })}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </Tooltip>
                </li>
              ))}
            </ol>
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add([])}>
              {t('robotSection.addASynonymGroup')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** An OpenAI-compatible model that answers, from the closest documents, what the knowledge base is unsure of. */
function LargeModel({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const on = Form.useWatch(['largeModel', 'enabled'], { form, preserve: true }) === true;
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('robotSection.aiAnswersLargeModel')}
      </Divider>
      <Form.Item
        label={t('robotSection.answerWithALargeModel')}
        name={['largeModel', 'enabled']}
        valuePropName="checked"
        extra={t('robotSection.insteadOfADidYou')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        label={t('robotSection.baseUrl')}
        name={['largeModel', 'baseUrl']}
        extra="The API root: answers are asked of {Base URL}/chat/completions."
      >
        <Input placeholder={t('robotSection.httpsApiOpenaiComV1')} maxLength={BASE_URL_MAX} disabled={!on} inputMode="url" />
      </Form.Item>
      <Form.Item label={t('robotSection.model')} name={['largeModel', 'model']}>
        <Input placeholder={t('robotSection.eGGpt4oMini')} maxLength={MODEL_MAX} disabled={!on} />
      </Form.Item>
      <LargeModelKey channelId={channelId} />
      <div className="form-pair">
        <Form.Item
          label={t('robotSection.timeOut')}
          name={['largeModel', 'timeoutMs']}
          {...timeoutSecondsProps}
          extra={t('robotSection.secondsToWaitForThe')}
        >
          <InputNumber min={TIMEOUT_SECONDS.min} max={TIMEOUT_SECONDS.max} suffix="s" disabled={!on} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label={t('robotSection.documentsRead')}
          name={['largeModel', 'documents']}
          extra={t('robotSection.theClosestOnesShownAs')}
        >
          <InputNumber min={DOCUMENTS_READ.min} max={DOCUMENTS_READ.max} precision={0} disabled={!on} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </>
  );
}
