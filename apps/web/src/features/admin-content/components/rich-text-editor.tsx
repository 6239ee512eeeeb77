import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The article editor (tiptap, on ProseMirror). Loaded only by the console's article drawer
// (React.lazy), so no storefront page downloads it. It writes the markup the server keeps
// (paragraphs, headings 2-4, lists, emphasis, quotes, code, links); the server sanitises it again.

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  testId?: string;
}

/** A press keeps the focus (and the selection) in the text, so typing goes on where it was. */
function ToolButton({ title, active, onClick, icon, disabled }: { title: string; active?: boolean; onClick: () => void; icon: ReactNode; disabled?: boolean }) {
  return (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} onMouseDown={(event) => event.preventDefault()} onClick={onClick} disabled={disabled} aria-label={title} aria-pressed={active} />
    </Tooltip>
  );
}

export default function RichTextEditor({ value = '', onChange, testId }: Props) {
  const { t } = useTranslation('admin-content');
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  // A value set from outside (the article loaded, the form reset) replaces what is shown.
  useEffect(() => {
    // An editor destroyed meanwhile (its form closed, the article switched) has no document to read.
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor.chain().focus();
  const applyLink = () => {
    const url = href.trim();
    if (url === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };

  return (
    <div className="rich-text" data-testid={testId}>
      <Space size={2} wrap className="rich-text__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        <ToolButton title={t('editor.bold')} active={state.bold} icon={<BoldOutlined />} onClick={() => chain().toggleBold().run()} />
        <ToolButton title={t('editor.italic')} active={state.italic} icon={<ItalicOutlined />} onClick={() => chain().toggleItalic().run()} />
        <ToolButton title={t('editor.underline')} active={state.underline} icon={<UnderlineOutlined />} onClick={() => chain().toggleUnderline().run()} />
        <ToolButton title={t('editor.strike')} active={state.strike} icon={<StrikethroughOutlined />} onClick={() => chain().toggleStrike().run()} />
        <ToolButton title={t('editor.heading2')} active={state.h2} icon={<span className="rich-text__h">H2</span>} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <ToolButton title={t('editor.heading3')} active={state.h3} icon={<span className="rich-text__h">H3</span>} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <ToolButton title={t('editor.bulletList')} active={state.bullet} icon={<UnorderedListOutlined />} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton title={t('editor.orderedList')} active={state.ordered} icon={<OrderedListOutlined />} onClick={() => chain().toggleOrderedList().run()} />
        <ToolButton title={t('editor.quote')} active={state.quote} icon={<span className="rich-text__h">“”</span>} onClick={() => chain().toggleBlockquote().run()} />
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open);
            if (open) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input value={href} onChange={(e) => setHref(e.target.value)} onPressEnter={applyLink} placeholder="https://" aria-label={t('editor.linkUrl')} style={{ width: 260 }} />
              <Button type="primary" onClick={applyLink}>
                {t('editor.apply')}
              </Button>
            </Space.Compact>
          }
        >
          <span>
            <ToolButton title={t('editor.link')} active={state.link} icon={<LinkOutlined />} onClick={() => undefined} />
          </span>
        </Popover>
        <ToolButton title={t('editor.undo')} icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton title={t('editor.redo')} icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      </Space>
      <EditorContent editor={editor} className="rich-text__content" />
    </div>
  );
}
