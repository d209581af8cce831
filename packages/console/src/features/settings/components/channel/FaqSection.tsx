import { Button, Empty, Form, Input, Radio, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FaqShowType, type ChannelSettings, type Faq, type FaqGroup } from '@parley/protocol';
import { convertFaq, nextGroupId } from '../../model/channelJson';
import { DocPicker } from './fields';

interface Props {
  channelId: string;
  /** Called after a change made in code (the shape switch), which the form does not report by itself. */
  onEdited(): void;
}

/** The FAQ under the robot's welcome: a list of questions, or groups of them; each answered by a document. */
export function FaqSection({ channelId, onEdited }: Props) {
  const form = Form.useFormInstance<ChannelSettings>();
  const showType = Form.useWatch(['faq', 'showType'], form) as Faq['showType'] | undefined;
  const groups = (Form.useWatch(['faq', 'showContent'], form) ?? []) as FaqGroup[];
  function setShape(next: Faq['showType']) {
    form.setFieldValue('faq', convertFaq(form.getFieldValue('faq') as Faq, next));
    onEdited();
  }
  return (
    <div className="channel-fields channel-wide">
      <Form.Item label="Show as" extra="Five questions show at a time; visitors page through the rest.">
        <Radio.Group
          optionType="button"
          value={showType}
          onChange={(e) => setShape(e.target.value as Faq['showType'])}
          options={[
            { value: FaqShowType.LIST, label: 'One list' },
            { value: FaqShowType.GROUPS, label: 'Groups (tabs)' },
          ]}
        />
      </Form.Item>
      {showType === FaqShowType.GROUPS ? (
        <Form.List name={['faq', 'showContent']}>
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No groups yet" />}
              {fields.map((field, i) => (
                <section key={field.key} className="faq-group">
                  <div className="faq-group-head">
                    <Form.Item
                      name={[field.name, 'name']}
                      label={`Group ${i + 1}`}
                      rules={[{ required: true, whitespace: true, message: 'Name the group' }]}
                    >
                      <Input maxLength={100} placeholder="e.g. Orders" />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      aria-label={`Remove group ${i + 1}`}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                  <QuestionList path={[field.name, 'list']} absolute={['faq', 'showContent', field.name, 'list']} channelId={channelId} />
                </section>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ id: nextGroupId(groups), name: '', list: [] })}>
                Add a group
              </Button>
            </>
          )}
        </Form.List>
      ) : (
        <QuestionList path={['faq', 'showContent']} absolute={['faq', 'showContent']} channelId={channelId} />
      )}
    </div>
  );
}

interface ListProps {
  /** The list's name as Form.List takes it (relative inside a group's list). */
  path: Array<string | number>;
  /** The same list from the form's root, for values set in code. */
  absolute: Array<string | number>;
  channelId: string;
}

/** Questions in order; picking a document fills an empty question with the document's own. */
function QuestionList({ path, absolute, channelId }: ListProps) {
  const form = Form.useFormInstance<ChannelSettings>();
  return (
    <Form.List name={path}>
      {(fields, { add, remove, move }, { errors }) => (
        <>
          <ol className="editor-list">
            {fields.map((field, i) => (
              <li key={field.key} className="editor-item editor-item-compact">
                <div className="editor-order">
                  <Button
                    size="small"
                    type="text"
                    aria-label={`Move question ${i + 1} up`}
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  />
                  <span className="editor-index">{i + 1}</span>
                  <Button
                    size="small"
                    type="text"
                    aria-label={`Move question ${i + 1} down`}
                    icon={<ArrowDownOutlined />}
                    disabled={i === fields.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                </div>
                <div className="editor-grid editor-body">
                  <Form.Item
                    name={[field.name, 'docId']}
                    label="Document"
                    rules={[{ required: true, message: 'Pick the answering document' }]}
                  >
                    <DocPicker
                      channelId={channelId}
                      onPick={(doc) => {
                        const name = [...absolute, field.name, 'questionName'];
                        if (!String(form.getFieldValue(name) ?? '').trim()) form.setFieldValue(name, doc.question);
                      }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'questionName']}
                    label="Question shown"
                    rules={[{ required: true, whitespace: true, message: 'The question visitors click' }]}
                  >
                    <Input maxLength={500} />
                  </Form.Item>
                </div>
                <Tooltip title="Remove">
                  <Button
                    type="text"
                    danger
                    aria-label={`Remove question ${i + 1}`}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              </li>
            ))}
          </ol>
          <Form.ErrorList errors={errors} />
          <Button icon={<PlusOutlined />} onClick={() => add({ questionName: '', docId: '' })}>
            Add a question
          </Button>
        </>
      )}
    </Form.List>
  );
}
