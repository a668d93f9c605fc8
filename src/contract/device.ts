/**
 * Device platforms (SPEC.md section 3), without zod: every page's shell script reads the native app's `deviceType`
 * (decision 0014). common.ts re-exports these beside its DevicePlatform schema, the reference `isDevicePlatform`
 * is tested against.
 */
export const DEVICE_PLATFORM = { ANDROID: 1, IOS: 2, WEB: 4, WINDOWS: 5, MAC: 6 } as const;

/** A device platform's number, as common.ts's DevicePlatform schema gives it (a test holds the two equal). */
export type DevicePlatform = (typeof DEVICE_PLATFORM)[keyof typeof DEVICE_PLATFORM];

const PLATFORMS: ReadonlySet<unknown> = new Set(Object.values(DEVICE_PLATFORM));

export const isDevicePlatform = (value: unknown): value is DevicePlatform => PLATFORMS.has(value);
