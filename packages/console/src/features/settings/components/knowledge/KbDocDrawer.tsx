import { useEffect, useMemo, useState } from 'react';
import { App as AntApp, AutoComplete, Button, Drawer, Flex, Form, Input, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LOCALES, MAX_KB_BUTTONS, looksLikeHtml, type AdminKbDoc } from '@parley/protocol';
import { ApiFailure, failureText } from '../../../../shared/api';
import { sanitizeAnswerHtml } from '../../../../shared/conversation/sanitizeHtml';
import { saveRobotDoc } from '../../api/saveRobotDoc';
import { toKbDoc, type KbDocValues } from '../../model/kbDocForm';
import { DocPicker } from '../channel/fields';

interface Props {
  channelId: string;
  /** null with open: a new document, whose id starts as `suggestedId` and question as `suggestedQuestion`. */
  doc: AdminKbDoc | null;
  open: boolean;
  suggestedId: string;
  suggestedQuestion: string;
  categories: string[];
  onClose(): void;
  onSaved(): void;
}

const langOptions = [{ value: '', label: 'Any language' }, ...LOCALES.map((l) => ({ value: l, label: l }))];

/** Create or edit one knowledge document; the answer is previewed as visitors will see it (sanitised). */
export function KbDocDrawer({ channelId, doc, open, suggestedId, suggestedQuestion, categories, onClose, onSaved }: Props) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<KbDocValues>();
  const [busy, setBusy] = useState(false);
  const answer = Form.useWatch('answer', form) ?? '';
  const preview = useMemo(
    () => (looksLikeHtml(answer) ? { kind: 'html' as const, html: sanitizeAnswerHtml(answer) } : { kind: 'text' as const, text: answer }),
    [answer],
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      doc ?? {
        docId: suggestedId,
        question: suggestedQuestion,
        similarQuestions: [],
        answer: '',
        category: '',
        lang: '',
        enabled: true,
        buttons: [],
      },
    );
  }, [open, doc, suggestedId, suggestedQuestion, form]);

  async function submit(values: KbDocValues) {
    setBusy(true);
    try {
      await saveRobotDoc(channelId, toKbDoc(values), doc === null);
      void message.success(doc ? 'Document saved' : 'Document added');
      onSaved();
    } catch (e) {
      // A 400 or 409 names its field ("docId: … is already used"): show it there.
      const field =
        e instanceof ApiFailure ? /^(?:body\.)?(docId|question|similarQuestions|answer|category|lang)\b/.exec(e.message)?.[1] : undefined;
      if (field)
        form.setFields([
          { name: field as keyof KbDocValues, errors: [e instanceof Error ? e.message.replace(/^(body\.)?\w+:\s*/, '') : ''] },
        ]);
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  // A button opening the document it sits under would only repeat the answer.
  const notThisDoc = {
    validator: (_: unknown, target?: string) =>
      target && target === String(form.getFieldValue('docId')).trim()
        ? Promise.reject(new Error('Pick a document other than this one'))
        : Promise.resolve(),
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={doc ? 'Edit document' : 'New document'}
      size={560}
      extra={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            Save
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label="Document id"
          name="docId"
          extra={doc ? 'Menus and the FAQ refer to the document by this id.' : 'Kept for good: menus and the FAQ refer to it.'}
          rules={[{ required: true, whitespace: true, message: 'An id is required' }, { max: 64 }]}
        >
          <Input disabled={doc !== null} maxLength={64} />
        </Form.Item>
        <Form.Item
          label="Question"
          name="question"
          rules={[{ required: true, whitespace: true, message: 'The question this document answers' }]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item label="Similar questions" name="similarQuestions" extra="Other ways visitors ask it. Press Enter after each.">
          <Select mode="tags" open={false} suffixIcon={null} placeholder="e.g. where is my parcel" maxCount={100} />
        </Form.Item>
        <Form.Item
          label="Answer"
          name="answer"
          rules={[{ required: true, whitespace: true, message: 'The answer visitors get' }]}
          extra="Plain text, or HTML (links, lists, images); unsafe parts are removed before visitors see it."
        >
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={20_000} />
        </Form.Item>
        {answer.trim() && (
          <div className="kb-preview" aria-label="Answer preview">
            <span className="kb-preview-label">Preview</span>
            {preview.kind === 'html' ? (
              <div className="kb-preview-body msg-html" dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <div className="kb-preview-body kb-preview-text">{preview.text}</div>
            )}
          </div>
        )}
        <Form.Item
          label="Buttons"
          extra="Shown under the answer. A button opens the chosen document, or asks its text when none is chosen."
        >
          <Form.List name="buttons">
            {(fields, { add, remove }) => (
              <Flex vertical gap={16} align="flex-start">
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="start" style={{ width: '100%' }}>
                    {/* The two fields share a line in the drawer and stack on a phone, where a line is too narrow. */}
                    <Flex role="group" aria-label={`Button ${i + 1}`} wrap gap={8} flex={1} style={{ minWidth: 0 }}>
                      <Form.Item
                        name={[field.name, 'text']}
                        rules={[{ required: true, whitespace: true, message: 'The text on the button' }, { max: 100 }]}
                        style={{ flex: '1 1 160px', marginBottom: 0 }}
                      >
                        <Input aria-label={`Button ${i + 1} text`} placeholder="Button text" maxLength={100} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'docId']} rules={[notThisDoc]} style={{ flex: '1 1 200px', marginBottom: 0 }}>
                        <DocPicker channelId={channelId} placeholder="Opens a document (optional)" />
                      </Form.Item>
                    </Flex>
                    <Button
                      type="text"
                      danger
                      aria-label={`Remove button ${i + 1}`}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_KB_BUTTONS}
                  onClick={() => add({ text: '', docId: '' })}
                >
                  Add button
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form.Item>
        <div className="form-pair">
          <Form.Item label="Category" name="category">
            <AutoComplete
              options={categories.map((c) => ({ value: c }))}
              maxLength={100}
              placeholder="e.g. Delivery"
              showSearch={{ filterOption: true }}
            />
          </Form.Item>
          <Form.Item label="Language" name="lang">
            <Select options={langOptions} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </div>
        <Form.Item label="Enabled" name="enabled" valuePropName="checked" extra="Disabled documents are kept but never answer.">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
