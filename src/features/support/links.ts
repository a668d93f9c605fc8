import { useRouteParams } from '../../platform/shell/route-params.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

/** A ticket's page. */
export const ticketHref = (base: string, id: number): string => href(base, routeById('support-details'), { ticketId: String(id) });
export const replyHref = (base: string, id: number): string => href(base, routeById('support-reply'), { ticketId: String(id) });

/** SPEC.md's bundleId of this page's address, carried on to the next support page (`?bundleId=101`), or nothing. */
export function bundleQuery(): string {
  if (typeof window === 'undefined') return '';
  const id = Number(new URLSearchParams(window.location.search).get('bundleId'));
  return Number.isInteger(id) && id > 0 ? `?bundleId=${id}` : '';
}

/** The bundleId of this page's address, or null. */
export function bundleId(): number | null {
  if (typeof window === 'undefined') return null;
  const id = Number(new URLSearchParams(window.location.search).get('bundleId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The ticket (or demand) id of the page's address, or null for one that is not an id. */
export function useTicketId(): number | null {
  const id = Number(useRouteParams()['ticketId']);
  return Number.isInteger(id) && id > 0 ? id : null;
}
