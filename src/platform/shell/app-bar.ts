/**
 * The native app's title bar: back goes back, or home when the app opened this page first; the title follows the
 * document's (shell pages set theirs once they know what they show), without the school's name.
 */
export function installAppBar(): void {
  const back = document.querySelector<HTMLButtonElement>('[data-app-back]');
  const title = document.querySelector<HTMLElement>('[data-app-title]');
  if (!back || !title || document.documentElement.dataset['nativeApp'] !== 'true') return;
  back.addEventListener('click', () => {
    const cameFromHere = document.referrer && new URL(document.referrer).origin === location.origin;
    if (cameFromHere && history.length > 1) history.back();
    else location.assign(back.dataset['home'] ?? '/');
  });
  const school = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
  const show = () => {
    const suffix = school ? ` | ${school}` : '';
    title.textContent = suffix && document.title.endsWith(suffix) ? document.title.slice(0, -suffix.length) : document.title;
  };
  const head = document.querySelector('title');
  if (head) new MutationObserver(show).observe(head, { childList: true, characterData: true, subtree: true });
  show();
}
