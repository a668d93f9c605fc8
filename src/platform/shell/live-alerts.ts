/**
 * The school's live alerts on every page a signed-in learner has open (issue 42; src/contract/live-alerts.ts): this
 * page listens on the school's alert channel (a room of decision 0070 where only the API speaks) and shows each alert
 * as it is sent, in a banner under the bar with a link to it, and counts it in the header. Each open tab listens on
 * its own. A page that was closed misses nothing: the alert is in the learner's notifications. Its own chunk, loaded
 * by the app shell after the page's own work, only for a learner who is signed in; it draws with the header's own
 * template, so it needs no framework.
 */
import { ALERT_CHANNEL, ROOM_CALLS } from '../../contract/rooms.ts';
import { call } from '../../lib/call.ts';
import { browserNetwork, RoomClient } from '../../lib/room-client.ts';
import { $session } from '../session/session-store.ts';
import { refreshUnread } from './header-unread.ts';

const TOKEN_KEY = 'schoolfront:alert-channel';
/** A kept way in is used while it has this long left: enough to open the socket with it. */
const TOKEN_MARGIN_MS = 20_000;

/**
 * The channel's socket path, kept for this tab while its token lasts (two minutes): moving between pages opens the
 * socket again, but does not ask the API for a new way in each time. Kept per learner: another learner asks afresh.
 */
async function channelPath(user: number | null): Promise<string> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as { user?: number; socket?: string; expires_at?: number } | null;
    if (kept && kept.user === user && typeof kept.socket === 'string' && (kept.expires_at ?? 0) - Date.now() > TOKEN_MARGIN_MS) return kept.socket;
  } catch {
    // Unreadable: ask again.
  }
  const answer = await call(ROOM_CALLS.roomToken, { body: { room: ALERT_CHANNEL } });
  try {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ user, socket: answer.socket, expires_at: answer.expires_at }));
  } catch {
    // Storage off: the next page asks again.
  }
  return answer.socket;
}

/** The alert's page: `/{base}/live-alert/{id}`. */
const alertHref = (base: string, id: number): string => `/${base}/live-alert/${id}`;

function show(region: HTMLElement, template: HTMLTemplateElement, base: string, alert: { id: number; title: string; body: string }): void {
  const banner = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  banner.dataset['alertId'] = String(alert.id);
  banner.querySelector('[data-alert-title]')!.textContent = alert.title;
  const body = alert.body.length > 160 ? `${alert.body.slice(0, 157)}…` : alert.body;
  banner.querySelector('[data-alert-body]')!.textContent = body;
  banner.querySelector<HTMLAnchorElement>('[data-alert-link]')!.href = alertHref(base, alert.id);
  banner.querySelector('[data-alert-dismiss]')!.addEventListener('click', () => banner.remove());
  // The newest alert alone: an older one still shown gives way.
  region.replaceChildren(banner);
}

export function installLiveAlerts(base: string): () => void {
  const region = document.querySelector<HTMLElement>('[data-alert-region]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-alert-banner]');
  if (!region || !template) return () => undefined;
  const client = new RoomClient({
    socketPath: () => channelPath($session.get().student?.id ?? null),
    origin: window.location.origin,
    ...browserNetwork(),
    // Said on the region, so a test (or a curious reader) can tell the page is listening.
    onChange: () => {
      region.dataset['channel'] = client.state;
    },
    onEvent: (event) => {
      if (event.e !== 'alert') return;
      show(region, template, base, event.alert);
      void refreshUnread();
    },
  });
  client.start();
  // Leaving the page closes the socket: not a dropped line to come back from.
  window.addEventListener('pagehide', () => client.stop(), { once: true });
  return () => client.stop();
}
