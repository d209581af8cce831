import { Button, Empty, Form, Input, Radio, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FaqShowType, type ChannelSettings, type Faq, type FaqGroup } from '@parley/protocol';
import { convertFaq, nextGroupId } from '../model/channelJson';
import { DocPicker } from '../../../shared/admin/DocPicker';
import { useTranslation } from 'react-i18next';

interface Props {
  channelId: string;
  /** Called after a change made in code (the shape switch), which the form does not report by itself. */
  onEdited(): void;
}

/** The FAQ under the robot's welcome: a list of questions, or groups of them; each answered by a document. */
export function FaqSection({ channelId, onEdited }: Props) {
  const { t } = useTranslation('channels');
  const form = Form.useFormInstance<ChannelSettings>();
  const showType = Form.useWatch(['faq', 'showType'], form) as Faq['showType'] | undefined;
  const groups = (Form.useWatch(['faq', 'showContent'], form) ?? []) as FaqGroup[];
  function setShape(next: Faq['showType']) {
    form.setFieldValue('faq', convertFaq(form.getFieldValue('faq') as Faq, next));
    onEdited();
  }
  return (
    <div className="channel-fields channel-wide">
      <Form.Item label={t('faqSection.showAs')} extra={t('faqSection.fiveQuestionsShowAtA')}>
        <Radio.Group
          optionType="button"
          value={showType}
          onChange={(e) => setShape(e.target.value as Faq['showType'])}
          options={[
            { value: FaqShowType.LIST, label: t('faqSection.oneList') },
            { value: FaqShowType.GROUPS, label: t('faqSection.groupsTabs') },
          ]}
        />
      </Form.Item>
      {showType === FaqShowType.GROUPS ? (
        <Form.List name={['faq', 'showContent']}>
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('faqSection.noGroupsYet')} />}
              {fields.map((field, i) => (
                <section key={field.key} className="faq-group">
                  <div className="faq-group-head">
                    <Form.Item
                      name={[field.name, 'name']}
                      label={t('faqSection.groupN', { n: i + 1 })}
                      rules={[{ required: true, whitespace: true, message: t('faqSection.nameTheGroup') }]}
                    >
                      <Input maxLength={100} placeholder={t('faqSection.eGOrders')} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      aria-label={t('aria.removeGroup', { p0: i + 1 })}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                  <QuestionList path={[field.name, 'list']} absolute={['faq', 'showContent', field.name, 'list']} channelId={channelId} />
                </section>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ id: nextGroupId(groups), name: '', list: [] })}>
                {t('faqSection.addAGroup')}
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
  const { t } = useTranslation('channels');
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
                    aria-label={t('aria.moveQuestionUp', { p0: i + 1 })}
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  />
                  <span className="editor-index">{i + 1}</span>
                  <Button
                    size="small"
                    type="text"
                    aria-label={t('aria.moveQuestionDown', { p0: i + 1 })}
                    icon={<ArrowDownOutlined />}
                    disabled={i === fields.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                </div>
                <div className="editor-grid editor-body">
                  <Form.Item
                    name={[field.name, 'docId']}
                    label={t('faqSection.document')}
                    rules={[{ required: true, message: t('faqSection.pickTheAnsweringDocument') }]}
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
                    label={t('faqSection.questionShown')}
                    rules={[{ required: true, whitespace: true, message: t('faqSection.theQuestionVisitorsClick') }]}
                  >
                    <Input maxLength={500} />
                  </Form.Item>
                </div>
                <Tooltip title={t('faqSection.remove')}>
                  <Button
                    type="text"
                    danger
                    aria-label={t('aria.removeQuestion', { p0: i + 1 })}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              </li>
            ))}
          </ol>
          <Form.ErrorList errors={errors} />
          <Button icon={<PlusOutlined />} onClick={() => add({ questionName: '', docId: '' })}>
            {t('faqSection.addAQuestion')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
