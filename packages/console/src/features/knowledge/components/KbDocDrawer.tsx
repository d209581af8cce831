import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { App as AntApp, AutoComplete, Button, Drawer, Flex, Form, Input, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LOCALES, MAX_KB_BUTTONS, looksLikeHtml, type AdminKbDoc } from '@parley/protocol';
import { ApiFailure, failureText } from '../../../shared/api';
import { sanitizeAnswerHtml } from '../../../shared/conversation/sanitizeHtml';
import { saveRobotDoc } from '../api/saveRobotDoc';
import { toKbDoc, type KbDocValues } from '../model/kbDocForm';
import { DocPicker } from '../../../shared/admin/DocPicker';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

// Tiptap (ProseMirror) is the heaviest part of the drawer: it loads when a document is opened.
const RichAnswerEditor = lazy(() => import('./RichAnswerEditor'));

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

const langOptions = (t: TFunction) => [{ value: '', label: t('kbDocDrawer.anyLanguage') }, ...LOCALES.map((l) => ({ value: l, label: l }))];

/** Create or edit one knowledge document; the answer is previewed as visitors will see it (sanitised). */
export function KbDocDrawer({ channelId, doc, open, suggestedId, suggestedQuestion, categories, onClose, onSaved }: Props) {
  const { t } = useTranslation('knowledge');
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
      void message.success(doc ? t('kbDocDrawer.documentSaved') : t('kbDocDrawer.documentAdded'));
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
        ? Promise.reject(new Error(t('kbDocDrawer.pickADocumentOtherThan')))
        : Promise.resolve(),
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={doc ? t('kbDocDrawer.editDocument') : t('kbDocDrawer.newDocument')}
      size={560}
      extra={
        <Space>
          <Button onClick={onClose}>{t('kbDocDrawer.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {t('kbDocDrawer.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={t('kbDocDrawer.documentId')}
          name="docId"
          extra={doc ? t('kbDocDrawer.menusAndTheFaqRefer') : t('kbDocDrawer.keptForGoodMenusAnd')}
          rules={[{ required: true, whitespace: true, message: t('kbDocDrawer.anIdIsRequired') }, { max: 64 }]}
        >
          <Input disabled={doc !== null} maxLength={64} />
        </Form.Item>
        <Form.Item
          label={t('kbDocDrawer.question')}
          name="question"
          rules={[{ required: true, whitespace: true, message: t('kbDocDrawer.theQuestionThisDocumentAnswers') }]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item label={t('kbDocDrawer.similarQuestions')} name="similarQuestions" extra={t('kbDocDrawer.otherWaysVisitorsAskIt')}>
          <Select mode="tags" open={false} suffixIcon={null} placeholder={t('kbDocDrawer.eGWhereIsMy')} maxCount={100} />
        </Form.Item>
        <Form.Item
          label={t('kbDocDrawer.answer')}
          name="answer"
          rules={[{ required: true, whitespace: true, message: t('kbDocDrawer.theAnswerVisitorsGet') }]}
          extra={t('kbDocDrawer.boldItalicListsAndLinks')}
        >
          <LazyAnswerEditor />
        </Form.Item>
        {answer.trim() && (
          <div className="kb-preview" aria-label={t('kbDocDrawer.answerPreview')}>
            <span className="kb-preview-label">{t('kbDocDrawer.preview')}</span>
            {preview.kind === 'html' ? (
              <div className="kb-preview-body msg-html" dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <div className="kb-preview-body kb-preview-text">{preview.text}</div>
            )}
          </div>
        )}
        <Form.Item label={t('kbDocDrawer.buttons')} extra={t('kbDocDrawer.shownUnderTheAnswerA')}>
          <Form.List name="buttons">
            {(fields, { add, remove }) => (
              <Flex vertical gap={16} align="flex-start">
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="start" style={{ width: '100%' }}>
                    {/* The two fields share a line in the drawer and stack on a phone, where a line is too narrow. */}
                    <Flex role="group" aria-label={t('aria.button', { p0: i + 1 })} wrap gap={8} flex={1} style={{ minWidth: 0 }}>
                      <Form.Item
                        name={[field.name, 'text']}
                        rules={[{ required: true, whitespace: true, message: t('kbDocDrawer.theTextOnTheButton') }, { max: 100 }]}
                        style={{ flex: '1 1 160px', marginBottom: 0 }}
                      >
                        <Input aria-label={t('aria.buttonText', { p0: i + 1 })} placeholder={t('kbDocDrawer.buttonText')} maxLength={100} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'docId']} rules={[notThisDoc]} style={{ flex: '1 1 200px', marginBottom: 0 }}>
                        <DocPicker channelId={channelId} placeholder={t('kbDocDrawer.opensADocumentOptional')} />
                      </Form.Item>
                    </Flex>
                    <Button
                      type="text"
                      danger
                      aria-label={t('aria.removeButton', { p0: i + 1 })}
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
                  {t('kbDocDrawer.addButton')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form.Item>
        <div className="form-pair">
          <Form.Item label={t('kbDocDrawer.category')} name="category">
            <AutoComplete
              options={categories.map((c) => ({ value: c }))}
              maxLength={100}
              placeholder={t('kbDocDrawer.eGDelivery')}
              showSearch={{ filterOption: true }}
            />
          </Form.Item>
          <Form.Item label={t('kbDocDrawer.language')} name="lang">
            <Select options={langOptions(t)} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </div>
        <Form.Item
          label={t('kbDocDrawer.enabled')}
          name="enabled"
          valuePropName="checked"
          extra={t('kbDocDrawer.disabledDocumentsAreKeptBut')}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** Form.Item hands value and onChange to its child; the editor gets them once its chunk is here. */
function LazyAnswerEditor(props: { value?: string; onChange?: (html: string) => void; id?: string; 'aria-invalid'?: boolean }) {
  const { t } = useTranslation('knowledge');
  return (
    <Suspense fallback={<Input.TextArea aria-label={t('kbDocDrawer.answer')} autoSize={{ minRows: 5 }} value={props.value} disabled />}>
      <RichAnswerEditor {...props} />
    </Suspense>
  );
}
