import { Markdown } from '../../ui/markdown.tsx';
import * as s from './styles.ts';

/** A school-authored article, rendered from Markdown. */
export function ArticleView({ markdown: source }: { markdown: string }) {
  return <article className={s.panel}><Markdown source={source} testId="article" /></article>;
}
