import { matchRoute, underBase } from '../../routes/match.ts';
import { id, literal, nonEmpty, nullable, readObject, type Fields } from './fields.ts';

/** The BroadcastChannel every tab of a school shares (one origin per school, so one channel per school). */
export const IDENTITY_CHANNEL = 'schoolfront-identity';

export interface IdentityMessage {
  type: 'identity-changed';
  /** The page that sent it: a page never acts on its own message. */
  sender: string;
  /** The learner now signed in, or null after sign-out. */
  studentId: number | null;
}

const IDENTITY_MESSAGE: Fields<IdentityMessage> = {
  type: literal('identity-changed'),
  sender: nonEmpty,
  studentId: nullable(id),
};

/** Another tab's message, or null when it is not one of ours. */
export const parseIdentityMessage = (data: unknown): IdentityMessage | null => readObject(data, IDENTITY_MESSAGE);

/** The part of BroadcastChannel used here. */
export type IdentityChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

export type IdentityAction = { readonly kind: 'navigate'; readonly to: string } | { readonly kind: 'reload' };

/**
 * What a page does when the identity changed in another tab (SPEC.md section 2, Shell behaviour): a signed-out
 * page (sign-in, sign-up, ...) or an unknown one (no route matches, or not under the base at all) goes to the
 * store, `/{base}`; any other page reloads, so it renders for the new identity or sends the learner to sign in.
 */
export function identityChangeAction(pathname: string, base: string): IdentityAction {
  const under = underBase(pathname, base);
  const match = under === null ? null : matchRoute(under);
  if (!match || match.route.signedOut) return { kind: 'navigate', to: `/${base}` };
  return { kind: 'reload' };
}

export function announceIdentityChange(channel: IdentityChannel, sender: string, studentId: number | null): void {
  const message: IdentityMessage = { type: 'identity-changed', sender, studentId };
  channel.postMessage(message);
}

export interface IdentityListenerOptions {
  readonly channel: IdentityChannel;
  /** This page's sender id. */
  readonly self: string;
  readonly base: string;
  /** The current path, read when a message arrives. */
  readonly pathname: () => string;
  readonly navigate: (to: string) => void;
  readonly reload: () => void;
}

/** Acts on identity changes announced by other tabs. Returns the function that stops listening. */
export function listenForIdentityChanges(options: IdentityListenerOptions): () => void {
  const onMessage = (event: Event): void => {
    const message = parseIdentityMessage((event as MessageEvent).data);
    if (!message || message.sender === options.self) return;
    const action = identityChangeAction(options.pathname(), options.base);
    if (action.kind === 'navigate') options.navigate(action.to);
    else options.reload();
  };
  options.channel.addEventListener('message', onMessage);
  return () => options.channel.removeEventListener('message', onMessage);
}
