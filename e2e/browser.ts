import { existsSync } from 'node:fs';

/**
 * The browser the end-to-end suite drives, never a downloaded one: Debian's Chromium headless shell (package
 * `chromium-headless-shell`, the same Chromium build without the full browser's UI process), else Debian's full
 * Chromium; `CHROMIUM_PATH` names another. The shell is what Playwright itself runs headless tests in: the suite took
 * 13.6 min in it against 21.1 min in the full browser on the same stack, every test passing in both
 * (docs/decisions/0059-e2e-headless-shell.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_EXECUTABLE = process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The flags keep it off the (closed) network. Every school runs on loopback here, so Chromium's local-network-access
// checks would refuse a school's own (public, routed by the test) site framing its lesson player; in production both
// are public and the school's frame-ancestors decide, as tested.
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-features=LocalNetworkAccessChecks',
];
