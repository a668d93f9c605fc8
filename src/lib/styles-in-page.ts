/**
 * Puts a stylesheet that only some pages need into the page when they first need it, once (KaTeX's for a paper with
 * mathematics, pdf.js's text layer for a PDF). Imported with Vite's `?inline`, its fonts and images still go through
 * the build; imported as a plain stylesheet, Astro would link it from every page of the site (issue 40: the store
 * pages carried both, 4.7 KiB gzip). The school's CSP allows inline styles.
 */
export function addStylesOnce(name: string, cssText: string): void {
  if (typeof document === 'undefined' || document.querySelector(`style[data-sf-styles="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset['sfStyles'] = name;
  style.textContent = cssText;
  document.head.appendChild(style);
}
