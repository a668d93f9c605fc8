import Image from '@tiptap/extension-image';
import Mention from '@tiptap/extension-mention';
import { EditorContent, ReactRenderer, useEditor, useEditorState } from '@tiptap/react';
import Placeholder from '@tiptap/extension-placeholder';
import StarterKit from '@tiptap/starter-kit';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import type { RichDoc } from '../../contract/rich-doc.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_TYPES } from '../../contract/community.ts';
import { BoldIcon, BulletListIcon, CodeIcon, ImageIcon, ItalicIcon, NumberedListIcon, QuoteIcon } from '../../ui/icons.ts';
import { MentionList, type MentionItem, type MentionListHandle } from './mention-list.tsx';

const shell = css({ display: 'grid', gap: '0' });
const toolbar = css({
  display: 'flex', flexWrap: 'wrap', gap: '1', p: '1', borderWidth: '1px', borderBottomWidth: '0', borderColor: 'border.default',
  borderTopRadius: 'card', bg: 'surface',
});
const tool = css({
  minW: '9', h: '9', px: '2', display: 'inline-grid', placeItems: 'center', '& svg': { w: '4', h: '4' }, borderRadius: 'sm', fontWeight: 'semibold', fontSize: 'sm', color: 'fg.muted', cursor: 'pointer', bg: 'transparent',
  _hover: { bg: 'brand.subtle', color: 'fg.default' },
  '&[aria-pressed=true]': { bg: 'brand.muted', color: 'fg.default' },
  _focusVisible: { outline: '2px solid {colors.brand.ring}', outlineOffset: '1px' },
});
const area = css({
  borderTopRadius: '0 !important', minH: '8rem', h: 'auto', py: '3', cursor: 'text', overflowWrap: 'anywhere',
  '& .tiptap': { outline: 'none', minH: '6rem', display: 'grid', gap: '2' },
  '& .tiptap :where(p, ul, ol, blockquote, pre, h2, h3)': { m: '0' },
  '& .tiptap ul': { ps: '6', listStyleType: 'disc' },
  '& .tiptap ol': { ps: '6', listStyleType: 'decimal' },
  '& .tiptap blockquote': { borderInlineStartWidth: '3px', borderColor: 'brand.emphasized', ps: '3', color: 'fg.muted' },
  '& .tiptap .mention': { fontWeight: 'semibold', bg: 'brand.muted', borderRadius: 'sm', px: '1' },
  '& .tiptap img': { maxW: 'full', maxH: '20rem', borderRadius: 'card', borderWidth: '1px', borderColor: 'border.default' },
  '& .tiptap img.ProseMirror-selectednode': { outline: '3px solid {colors.brand.ring}' },
  '& .tiptap code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', bg: 'brand.subtle', borderRadius: 'sm', px: '1' },
  '& .tiptap p.is-editor-empty:first-child::before': { content: 'attr(data-placeholder)', color: 'fg.muted', float: 'left', h: '0', pointerEvents: 'none' },
  '&:focus-within': { borderColor: 'brand.solid', boxShadow: '0 0 0 3px {colors.brand.halo}' },
});

export interface EditorProps {
  id: string;
  label: string;
  placeholder: string;
  initial?: RichDoc | undefined;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (doc: RichDoc, empty: boolean) => void;
  /** Members whose name begins with the query, for @mentions; absent: no mentions. */
  findMembers?: ((query: string) => Promise<readonly MentionItem[]>) | undefined;
  /** Uploads an image and answers where it shows (null: it did not go); absent: no images. */
  uploadImage?: ((file: File) => Promise<string | null>) | undefined;
}

/** The suggestion list's lifecycle, as Tiptap's suggestion plugin drives it: drawn under the caret, fed, closed. */
function mentionSuggestions(findMembers: (query: string) => Promise<readonly MentionItem[]>, empty: string) {
  return {
    items: ({ query }: { query: string }): Promise<MentionItem[]> => findMembers(query).then((found) => [...found], () => []),
    render: () => {
      let view: ReactRenderer<MentionListHandle> | null = null;
      const place = (rect: DOMRect | null | undefined) => {
        const element = view?.element as HTMLElement | undefined;
        if (!element || !rect) return;
        element.style.position = 'fixed';
        element.style.left = `${Math.max(8, Math.min(rect.left, window.innerWidth - 240))}px`;
        element.style.top = `${rect.bottom + 6}px`;
        element.style.zIndex = '60';
      };
      type Props = { items: readonly MentionItem[]; command: (item: { id: string; label: string }) => void; clientRect?: (() => DOMRect | null) | null; editor: unknown };
      return {
        onStart: (props: Props) => {
          view = new ReactRenderer(MentionList, { props: { items: props.items, command: props.command, empty }, editor: props.editor as never });
          document.body.appendChild(view.element);
          place(props.clientRect?.());
        },
        onUpdate: (props: Props) => {
          view?.updateProps({ items: props.items, command: props.command, empty });
          place(props.clientRect?.());
        },
        onKeyDown: ({ event }: { event: KeyboardEvent }) => {
          if (event.key === 'Escape') return false;
          return view?.ref?.onKeyDown(event) ?? false;
        },
        onExit: () => {
          view?.element.remove();
          view?.destroy();
          view = null;
        },
      };
    },
  };
}

/**
 * The rich-text editor of posts and replies (Tiptap 3, decision 0069): what it can make is what the API's allow-list
 * takes (paragraphs, headings 2 and 3, lists, quotes, code, bold, italic, links), and it hands on Tiptap's JSON
 * document, never HTML. Loaded only with a page that writes.
 */
export default function Editor({ id, label, placeholder, initial, invalid, describedBy, onChange, findMembers, uploadImage }: EditorProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
      Placeholder.configure({ placeholder }),
      // Images only as blocks, only from the school's uploads (the API's allow-list); never pasted as data: URLs.
      ...(uploadImage ? [Image.configure({ inline: false, allowBase64: false })] : []),
      ...(findMembers ? [Mention.configure({
        HTMLAttributes: { class: 'mention' },
        suggestion: mentionSuggestions(findMembers, t('community.composer.noMembers')),
      })] : []),
    ],
    ...(initial ? { content: initial } : {}),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'data-testid': 'editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getJSON() as RichDoc, current.isEmpty),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      code: e?.isActive('code') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
    }),
  });
  const tools = [
    { key: 'bold', on: state?.bold, run: () => editor?.chain().focus().toggleBold().run(), Icon: BoldIcon },
    { key: 'italic', on: state?.italic, run: () => editor?.chain().focus().toggleItalic().run(), Icon: ItalicIcon },
    { key: 'code', on: state?.code, run: () => editor?.chain().focus().toggleCode().run(), Icon: CodeIcon },
    { key: 'bulletList', on: state?.bullet, run: () => editor?.chain().focus().toggleBulletList().run(), Icon: BulletListIcon },
    { key: 'orderedList', on: state?.ordered, run: () => editor?.chain().focus().toggleOrderedList().run(), Icon: NumberedListIcon },
    { key: 'quote', on: state?.quote, run: () => editor?.chain().focus().toggleBlockquote().run(), Icon: QuoteIcon },
  ] as const;
  const onPicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file || !uploadImage || uploading) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      if (src) editor?.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '').slice(0, 128) }).run();
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className={shell}>
      <div className={toolbar} role="toolbar" aria-label={t('community.editor.toolbar')} aria-controls={id}>
        {tools.map((tl) => (
          <button key={tl.key} type="button" className={tool} aria-pressed={Boolean(tl.on)} title={t(`community.editor.${tl.key}`)} aria-label={t(`community.editor.${tl.key}`)} onClick={tl.run}>
            <tl.Icon />
          </button>
        ))}
        {uploadImage && (
          <>
            <button type="button" className={tool} title={t('community.editor.image')} aria-label={t('community.editor.image')} aria-busy={uploading || undefined}
              onClick={() => picker.current?.click()} data-testid="editor-image">
              <ImageIcon />
            </button>
            <input ref={picker} type="file" hidden accept={Object.keys(IMAGE_TYPES).join(',')} onChange={(e) => void onPicked(e)} data-testid="editor-image-input" />
          </>
        )}
      </div>
      <EditorContent editor={editor} className={cx(field().input, area)} />
    </div>
  );
}
