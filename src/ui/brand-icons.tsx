// App store marks for the download page: filled brand shapes, decorative (the link text names the store).

/** Google Play's mark. */
export const PlayStoreIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M4.2 2.6c-.3.3-.4.7-.4 1.2v16.4c0 .5.1.9.4 1.2l9.2-9.4Zm10.4 10.6 2.8 2.9-10.9 6.2c-.5.3-1 .3-1.4.2Zm0-2.4L5.1 1.5c.4-.1.9-.1 1.4.2l10.9 6.2Zm4.1-1.9 2.6 1.5c.9.5.9 1.8 0 2.3l-2.6 1.5-3-3.1Z" />
  </svg>
);

/** Apple's mark. */
export const AppleIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9A5 5 0 0 0 3.3 9.3c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6s1.8-.8 3.3-.8 2 .8 3.4.8 2.2-1.3 3.1-2.5a10 10 0 0 0 1.4-2.9 4.4 4.4 0 0 1-2.6-4.1ZM13.9 5a4.4 4.4 0 0 0 1-3.2 4.6 4.6 0 0 0-3 1.5 4.2 4.2 0 0 0-1 3.1 3.8 3.8 0 0 0 3-1.4Z" />
  </svg>
);
