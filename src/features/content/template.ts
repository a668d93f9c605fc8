/**
 * School-authored page bodies are Handlebars templates (ARCHITECTURE.md decision 10), rendered at build time with
 * the school's data as context. This is the one place tenant text becomes markup, so it is narrow on purpose:
 *
 * - Only `{{path}}` (escaped), comments, and the blocks `#each`, `#if`, `#unless`, `#with` over a path. Triple-stash
 *   `{{{…}}}` and `{{& …}}` (unescaped output), partials, decorators, sub-expressions and helper calls are refused
 *   with a reason: the tenant check rejects the school, a build refuses to render it.
 * - The template's own text is escaped too (Handlebars leaves literal text alone), so `<script>` typed into a body
 *   is text, like `<script>` in a course title the template prints.
 * - Strict: a variable the context does not have is an error, not an empty string, so a typo fails the tenant
 *   check instead of vanishing from the page.
 *
 * The render is therefore HTML-escaped text with no tags at all; `richText` then adds the few tags of its
 * Markdown-ish subset (paragraphs, headings, lists, bold, safe links).
 */
import Handlebars from 'handlebars';
import { richText } from './rich-text.ts';

type Node = hbs.AST.Node;

/** Block helpers a template may use, each over one path: `{{#each courses}}…{{/each}}`. */
export const TEMPLATE_BLOCKS: ReadonlySet<string> = new Set(['each', 'if', 'unless', 'with']);

/** Why a template was refused, with where in the template (`line 3, column 5`) when known. */
export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

// One environment of our own: nothing registered on the global Handlebars (helpers, partials) reaches it.
const env = Handlebars.create();
for (const name of ['lookup', 'log']) env.unregisterHelper(name);

const at = (node: Node): string => (node.loc ? ` (line ${node.loc.start.line}, column ${node.loc.start.column + 1})` : '');

function parse(source: string): hbs.AST.Program {
  try {
    return env.parse(source);
  } catch (error) {
    const first = String((error as Error).message).split('\n')[0] ?? '';
    throw new TemplateError(`cannot read the template: ${first.replace(/:$/, '')}`);
  }
}

function checkPathParam(node: hbs.AST.BlockStatement): void {
  const name = node.path.original;
  if (node.params.length !== 1 || node.params[0]!.type !== 'PathExpression' || node.hash) {
    throw new TemplateError(`{{#${name}}} takes exactly one variable, e.g. {{#${name} courses}}${at(node)}`);
  }
}

/** Walks the template and refuses anything outside the allowed subset. */
function check(node: Node): void {
  switch (node.type) {
    case 'Program':
      for (const statement of (node as hbs.AST.Program).body) check(statement);
      return;
    case 'ContentStatement':
    case 'CommentStatement':
      return;
    case 'MustacheStatement': {
      const mustache = node as hbs.AST.MustacheStatement;
      if (!mustache.escaped) throw new TemplateError(`{{{…}}} and {{& …}} print markup unescaped and are not allowed: use {{…}}${at(node)}`);
      if (mustache.path.type !== 'PathExpression') throw new TemplateError(`{{…}} must name a variable${at(node)}`);
      if (mustache.params.length || mustache.hash) {
        throw new TemplateError(`helper "${(mustache.path as hbs.AST.PathExpression).original}" is not allowed (only #each, #if, #unless and #with)${at(node)}`);
      }
      return;
    }
    case 'BlockStatement': {
      const block = node as hbs.AST.BlockStatement;
      const name = block.path.original;
      if (block.path.type !== 'PathExpression' || !TEMPLATE_BLOCKS.has(name)) {
        throw new TemplateError(`block "${String(name)}" is not allowed (only #each, #if, #unless and #with)${at(node)}`);
      }
      checkPathParam(block);
      if (block.program) check(block.program);
      if (block.inverse) check(block.inverse);
      return;
    }
    case 'PartialStatement':
    case 'PartialBlockStatement':
      throw new TemplateError(`partials ({{> …}}) are not allowed${at(node)}`);
    case 'DecoratorBlock':
    case 'Decorator':
      throw new TemplateError(`decorators ({{* …}}) are not allowed${at(node)}`);
    default:
      throw new TemplateError(`${node.type} is not allowed${at(node)}`);
  }
}

/** Escapes the template's literal text in place, so it prints as text like the variables do. */
function escapeContent(node: Node): void {
  if (node.type === 'ContentStatement') {
    // `original` is what Handlebars prints for content (the types call it StripFlags; it is the text).
    const content = node as unknown as { value: string; original: string };
    content.value = Handlebars.Utils.escapeExpression(content.value);
    content.original = content.value;
    return;
  }
  if (node.type === 'Program') for (const statement of (node as hbs.AST.Program).body) escapeContent(statement);
  if (node.type === 'BlockStatement') {
    const block = node as hbs.AST.BlockStatement;
    if (block.program) escapeContent(block.program);
    if (block.inverse) escapeContent(block.inverse);
  }
}

/** Refuses a template outside the allowed subset (TemplateError), without rendering it. */
export function checkTemplate(source: string): void {
  check(parse(source));
}

/** Handlebars' strict-mode message (`"nmae" not defined in [object Object] - 1:2`) in the author's terms. */
function renderFailure(error: unknown): TemplateError {
  const message = String((error as Error)?.message ?? error);
  const missing = /^"(.+)" not defined in .* - (\d+):(\d+)$/.exec(message);
  if (missing) return new TemplateError(`unknown variable "${missing[1]}" (line ${missing[2]}, column ${Number(missing[3]) + 1})`);
  return new TemplateError(`cannot render the template: ${message.split('\n')[0]}`);
}

/**
 * The template rendered with `context`, as HTML-escaped text with no markup: the Handlebars step alone. Exposed for
 * the tests; pages use `renderTemplate`.
 */
export function renderEscaped(source: string, context: Readonly<Record<string, unknown>>): string {
  const ast = parse(source);
  check(ast);
  escapeContent(ast);
  let template: Handlebars.TemplateDelegate;
  try {
    template = env.compile(ast, { strict: true, noEscape: false, knownHelpersOnly: true, knownHelpers: { lookup: false, log: false } });
  } catch (error) {
    throw renderFailure(error);
  }
  try {
    // Prototype properties stay out of reach (Handlebars' default since 4.6); said here so it cannot be undone.
    return template(context, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
  } catch (error) {
    throw renderFailure(error);
  }
}

/** HTML that came out of `renderTemplate`: the only string a page may set as markup. */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };

/** A page body: the template rendered with escaping, then laid out by the rich-text subset. Safe to set as HTML. */
export function renderTemplate(source: string, context: Readonly<Record<string, unknown>>): SafeHtml {
  return richText(renderEscaped(source, context)) as SafeHtml;
}
