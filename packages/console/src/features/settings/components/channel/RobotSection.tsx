import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Form, Input, InputNumber, Radio, Select, Switch, Tooltip } from 'antd';
import type { ChannelSettings } from '@parley/protocol';
import { BASE_URL_MAX, DOCUMENTS_READ, MODEL_MAX, TIMEOUT_SECONDS, timeoutSecondsProps } from '../../model/largeModel';
import { flagProps } from './fields';
import { LargeModelKey } from './LargeModelKey';

const transferChoices = [
  { value: 0, label: 'Nothing' },
  { value: 1, label: 'Offer a “Talk to a person” button' },
  { value: 2, label: 'Transfer automatically after 1 s' },
];

/** The robot's name and greeting, answer feedback, when its answers lead to a person, and its large-model answers. */
export function RobotSection({ channelId }: { channelId: string }) {
  return (
    <div className="channel-fields">
      <Form.Item label="Robot name" name="robotName" rules={[{ required: true, whitespace: true, message: 'Name the robot' }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item label="Welcome message" name="robotWelcomeMsg" extra="The robot’s first message; the FAQ follows it.">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item label="Like / dislike on answers" name="commentDocMode" {...flagProps}>
        <Switch />
      </Form.Item>
      <Form.Item label="After a confident answer" name="robotAnswerTransferUserMode" extra="Visitors can still ask for a person in words.">
        <Radio.Group options={transferChoices.slice(0, 2)} />
      </Form.Item>
      <Form.Item label="After a “did you mean” list" name="robotGuideTransferUserMode">
        <Radio.Group options={transferChoices} />
      </Form.Item>
      <Form.Item label="When the robot has no answer" name="robotUnknownTransferUserMode">
        <Radio.Group options={transferChoices} />
      </Form.Item>
      <Form.Item
        label="Words that ask for a person"
        name="robotTransferKeywords"
        extra="A question containing one of these goes to an agent (when transfer is on). English words match whole; Chinese anywhere in the question."
      >
        <Select
          mode="tags"
          tokenSeparators={[',', '，']}
          open={false}
          suffixIcon={null}
          placeholder="Type a word and press Enter"
          aria-label="Words that ask for a person"
        />
      </Form.Item>
      <SynonymGroups />
      <LargeModel channelId={channelId} />
    </div>
  );
}

/** The robot's own synonyms: groups of words that mean the same, the first being the one the documents use. */
function SynonymGroups() {
  return (
    <Form.Item
      label="Synonyms"
      extra="Words your visitors use for what your documents call something else: product names, abbreviations, house words. Put the documents’ word first."
    >
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
                          if ((v?.length ?? 0) < 2) throw new Error('At least two words');
                        },
                      },
                    ]}
                  >
                    <Select
                      mode="tags"
                      tokenSeparators={[',', '，']}
                      open={false}
                      suffixIcon={null}
                      placeholder="e.g. Roomba, robot vacuum, 扫地机器人"
                      aria-label={`Synonym group ${i + 1}`}
                    />
                  </Form.Item>
                  <Tooltip title="Remove">
                    <Button
                      type="text"
                      danger
                      aria-label={`Remove synonym group ${i + 1}`}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </Tooltip>
                </li>
              ))}
            </ol>
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add([])}>
              Add a synonym group
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** An OpenAI-compatible model that answers, from the closest documents, what the knowledge base is unsure of. */
function LargeModel({ channelId }: { channelId: string }) {
  const form = Form.useFormInstance<ChannelSettings>();
  const on = Form.useWatch(['largeModel', 'enabled'], { form, preserve: true }) === true;
  return (
    <>
      <Divider titlePlacement="start" plain>
        AI answers (large model)
      </Divider>
      <Form.Item
        label="Answer with a large model when the knowledge base is unsure"
        name={['largeModel', 'enabled']}
        valuePropName="checked"
        extra="Instead of a “did you mean” list or “no answer”, the model answers from the closest documents, which the visitor sees as sources. If it fails or is too slow, the robot’s own answer is sent."
      >
        <Switch />
      </Form.Item>
      <Form.Item label="Base URL" name={['largeModel', 'baseUrl']} extra="The API root: answers are asked of {Base URL}/chat/completions.">
        <Input placeholder="https://api.openai.com/v1" maxLength={BASE_URL_MAX} disabled={!on} inputMode="url" />
      </Form.Item>
      <Form.Item label="Model" name={['largeModel', 'model']}>
        <Input placeholder="e.g. gpt-4o-mini" maxLength={MODEL_MAX} disabled={!on} />
      </Form.Item>
      <LargeModelKey channelId={channelId} />
      <div className="form-pair">
        <Form.Item label="Time-out" name={['largeModel', 'timeoutMs']} {...timeoutSecondsProps} extra="Seconds to wait for the model.">
          <InputNumber min={TIMEOUT_SECONDS.min} max={TIMEOUT_SECONDS.max} suffix="s" disabled={!on} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Documents read" name={['largeModel', 'documents']} extra="The closest ones, shown as sources.">
          <InputNumber min={DOCUMENTS_READ.min} max={DOCUMENTS_READ.max} precision={0} disabled={!on} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </>
  );
}
