/**
 * The answer's rich-text editor (issue 19 item 7): Tiptap (ProseMirror) with the marks and blocks a knowledge answer
 * needs (bold, italic, lists, links, headings, quotes), giving HTML. Loaded with the document drawer only. What it
 * gives is sanitised again by the server on save and by the widget on show; links are http(s) or mailto only.
 */
import { useEffect } from 'react';
import { Button, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { answerToEditorHtml, editorHtmlToAnswer, safeLinkHref } from '../model/answerHtml';
import { useTranslation } from 'react-i18next';

interface Props {
  /** antd Form.Item passes the stored answer (plain text or HTML) and takes the edited HTML back. */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

export default function RichAnswerEditor({ value = '', onChange, id, ...rest }: Props) {
  const { t } = useTranslation('knowledge');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: answerToEditorHtml(value),
    editorProps: {
      attributes: {
        class: 'kb-editor-content msg-html',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('richAnswerEditor.answer'),
        ...(id ? { id } : {}),
        ...(rest['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(editorHtmlToAnswer(e.getHTML(), e.isEmpty)),
  });

  // A new document opened in the same drawer replaces the content; typing does not (it is the same value). An editor
  // torn down meanwhile (StrictMode's second mount, a changed option) has no schema left to read.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editorHtmlToAnswer(editor.getHTML(), editor.isEmpty) === value) return;
    editor.commands.setContent(answerToEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const before = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const typed = window.prompt(t('richAnswerEditor.linkAddressHttps'), before);
    if (typed === null) return;
    const href = safeLinkHref(typed);
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const tool = (label: string, icon: React.ReactNode, on: boolean, run: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button
        type={on ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={on}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div className="kb-editor">
      <div className="kb-editor-toolbar" role="toolbar" aria-label={t('richAnswerEditor.formatting')}>
        {tool(t('richAnswerEditor.bold'), <BoldOutlined />, active?.bold ?? false, () => chain().toggleBold().run())}
        {tool(t('richAnswerEditor.italic'), <ItalicOutlined />, active?.italic ?? false, () => chain().toggleItalic().run())}
        {tool(t('richAnswerEditor.bulletedList'), <UnorderedListOutlined />, active?.bullet ?? false, () =>
          chain().toggleBulletList().run(),
        )}
        {tool(t('richAnswerEditor.numberedList'), <OrderedListOutlined />, active?.ordered ?? false, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool(t('richAnswerEditor.link'), <LinkOutlined />, active?.link ?? false, setLink)}
        <span className="kb-editor-sep" aria-hidden="true" />
        {tool(t('richAnswerEditor.undo'), <UndoOutlined />, false, () => chain().undo().run(), !editor.can().undo())}
        {tool(t('richAnswerEditor.redo'), <RedoOutlined />, false, () => chain().redo().run(), !editor.can().redo())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
