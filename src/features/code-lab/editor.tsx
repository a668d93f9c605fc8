/**
 * The code lab's editor: CodeMirror 6 (docs/decisions/0085-code-lab.md), which works on phones, unlike Monaco. The
 * school's colours in light and dark come from the theme's CSS variables; the highlighting marks words by weight and
 * style. Tab moves focus out of the editor unless the learner turns on indenting with it (Escape,
 * then Tab leaves it too), so keyboard and screen-reader users are never trapped.
 */
import { indentWithTab } from '@codemirror/commands';
import { HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { CodeLanguage } from '../../contract/code-lab.ts';

const theme = EditorView.theme({
  '&': { color: 'var(--colors-fg-default)', backgroundColor: 'var(--colors-surface)', fontSize: '0.9rem', borderRadius: '0.5rem', border: '1px solid var(--colors-border-default)' },
  '&.cm-focused': { outline: '2px solid var(--colors-brand-ring)', outlineOffset: '2px' },
  '.cm-content': { fontFamily: 'var(--fonts-mono)', caretColor: 'var(--colors-fg-default)', minHeight: '14rem' },
  '.cm-gutters': { backgroundColor: 'var(--colors-canvas)', color: 'var(--colors-fg-muted)', border: 'none', borderRight: '1px solid var(--colors-border-default)' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--colors-brand-subtle)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--colors-brand-muted)' },
  '.cm-cursor': { borderLeftColor: 'var(--colors-fg-default)' },
});

// Words are told apart by weight and style, in the page's own text colours, so every school's theme keeps its contrast
// in light and dark (a brand colour as text on the editor's surface is not always readable).
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.controlKeyword, tags.definitionKeyword, tags.modifier], fontWeight: '700', color: 'var(--colors-fg-default)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--colors-fg-default)', fontStyle: 'italic' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--colors-fg-default)', textDecoration: 'underline dotted' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--colors-fg-muted)', fontStyle: 'italic' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], fontWeight: '600' },
]);

/** The language's grammar, its own chunk: a JavaScript challenge never loads SQL's, nor SQL's JavaScript's. */
const grammar = (language: CodeLanguage): Promise<Extension> =>
  language === 'sql' ? import('@codemirror/lang-sql').then((m) => m.sql())
    : language === 'python' ? import('@codemirror/lang-python').then((m) => m.python())
      : import('@codemirror/lang-javascript').then((m) => m.javascript());

export function CodeEditor({ language, initial, onChange, labelledBy }: { language: CodeLanguage; initial: string; onChange: (value: string) => void; labelledBy: string }) {
  const host = useRef<HTMLDivElement>(null);
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    const syntax = new Compartment();
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          keymap.of([indentWithTab]),
          syntax.of([]),
          // Python's own convention is four spaces a level; JavaScript's and SQL's here, two.
          indentUnit.of(language === 'python' ? '    ' : '  '),
          theme,
          syntaxHighlighting(highlight),
          EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, 'aria-multiline': 'true', 'data-testid': 'code-input' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) change.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    let live = true;
    void grammar(language).then((extension) => {
      if (live) view.dispatch({ effects: syntax.reconfigure(extension) });
    });
    return () => {
      live = false;
      view.destroy();
    };
    // The editor keeps its own document once made: `initial` is only where it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, labelledBy]);
  return <div ref={host} data-testid="code-editor" />;
}
