import type { DevicePlatform } from '../../contract/common.ts';
import { isDevicePlatform } from '../../contract/device.ts';
import { boolean, INVALID, nullable, readObject, type Fields, type Reader } from './fields.ts';

/** The signed-in learner as the pages show them; fields the source did not carry are null. */
export interface Student {
  readonly id: number | null;
  readonly name: string | null;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly photo: string | null;
}

/** The catalogue segment the learner chose (outlives sign-out). */
export interface Segment {
  readonly id: number | null;
  readonly path: string | null;
}

/** `expired`: a token was held but is no longer valid; the UI asks the learner to sign in again. */
export type SessionStatus = 'signed-in' | 'signed-out' | 'expired';

export interface SessionState {
  readonly status: SessionStatus;
  /** Sent as the bearer token; only ever set when signed in. */
  readonly token: string | null;
  readonly student: Student | null;
  readonly segment: Segment;
  /** An admin opened this learner's session from the admin panel. */
  readonly restoredFromAdmin: boolean;
}

/** How the page was opened: in the native app's web view or a browser. Outlives the launch URL within a tab. */
export interface WebView {
  fromNativeApp: boolean;
  deviceType: DevicePlatform | null;
  isDarkMode: boolean | null;
  dynamicNavigation: boolean | null;
}

const devicePlatform: Reader<DevicePlatform> = (value) => (isDevicePlatform(value) ? value : INVALID);
const WEB_VIEW: Fields<WebView> = {
  fromNativeApp: boolean,
  deviceType: nullable(devicePlatform),
  isDarkMode: nullable(boolean),
  dynamicNavigation: nullable(boolean),
};

/** The web-view info this tab stored, or null when it breaks a rule. */
export const parseWebView = (value: unknown): WebView | null => readObject(value, WEB_VIEW);

export const NO_SEGMENT: Segment = { id: null, path: null };

/** The empty initial state: signed out, in a browser. Also the fallback when the session cannot be built. */
export const EMPTY_SESSION: SessionState = { status: 'signed-out', token: null, student: null, segment: NO_SEGMENT, restoredFromAdmin: false };
export const BROWSER_WEB_VIEW: WebView = { fromNativeApp: false, deviceType: null, isDarkMode: null, dynamicNavigation: null };

export const isSignedIn = (session: SessionState): boolean => session.status === 'signed-in' && session.token !== null;
