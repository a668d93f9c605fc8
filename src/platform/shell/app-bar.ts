/**
 * The native app's title bar: back goes back, or home when the app opened this page first; the title follows the
 * document's (shell pages set theirs once they know what they show), without the school's name.
 */
export function installAppBar(): void {
  const back = document.querySelector<HTMLAnchorElement>('[data-app-back]');
  const title = document.querySelector<HTMLElement>('[data-app-title]');
  if (!back || !title || document.documentElement.dataset['nativeApp'] !== 'true') return;
  // Back is a link home (app-bars.astro); from another of the school's pages it goes back instead.
  back.addEventListener('click', (event) => {
    const cameFromHere = document.referrer && new URL(document.referrer).origin === location.origin;
    if (!cameFromHere || history.length <= 1) return;
    event.preventDefault();
    history.back();
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
