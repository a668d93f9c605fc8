import type { DevicePlatform } from './common.ts';

/**
 * Device platforms (SPEC.md section 3), without zod: every page's shell script reads the native app's `deviceType`
 * (decision 0014). common.ts re-exports these beside its DevicePlatform schema, the reference `isDevicePlatform`
 * is tested against.
 */
export const DEVICE_PLATFORM = { ANDROID: 1, IOS: 2, WEB: 4, WINDOWS: 5, MAC: 6 } as const;

const PLATFORMS: ReadonlySet<unknown> = new Set(Object.values(DEVICE_PLATFORM));

export const isDevicePlatform = (value: unknown): value is DevicePlatform => PLATFORMS.has(value);
