/**
 * Accounts and the session: every auth call's request and response, with SPEC.md section 5's exact messages.
 * The same schemas validate the account forms (react-hook-form) and the learner API's request bodies, so a form
 * and the API reject bad input with the same words; the API answers 412 with `data.message` = the first issue's
 * message and `data.field` = its path (docs/decisions/0005-authentication.md).
 */
import { z } from 'zod';
import { ReferralCode } from './referral.ts';
import { SIGN_OUT_CALL } from './auth-shell.ts';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate } from './common.ts';
import { LanguageCode } from './language.ts';
import { isHonestText } from './public-text.ts';
import { AUTH_TEXT, VALIDATION_TEXT } from './auth-text.ts';
export { AUTH_TEXT, VALIDATION_TEXT } from './auth-text.ts';

// What every page's shell script needs (cookie names, the user cookie, sign-out) is also in auth-shell.ts, zod-free.
export { AUTH_COOKIES, isDone, readUserCookie } from './auth-shell.ts';

/** Limits SPEC.md section 9 and docs/decisions/0005-authentication.md name; forms show them, the API enforces them. */
export const AUTH_LIMITS = {
  passwordMin: 8,
  passwordMax: 24,
  usernameMin: 6,
  usernameMax: 20,
  nameMax: 25,
  couponMin: 3,
  otpDigits: 6,
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  /** Sends of a code within one OTP window; one more is 'OTP limit exceeded'. */
  otpSendsPerWindow: 3,
  otpWindowSeconds: 15 * 60,
  /** Sends (first plus resends) in one OTP challenge; one more is 'Max OTP resend exceeded...'. */
  otpSendsPerChallenge: 5,
  otpChallengeSeconds: 24 * 60 * 60,
  sessionTtlSeconds: 30 * 24 * 60 * 60,
  passwordResetTtlSeconds: 60 * 60,
  emailVerificationTtlSeconds: 24 * 60 * 60,
} as const;

// A pragmatic address pattern (one @, no spaces, a dot in the domain): what a form can check; the verification
// mail proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** 10 digits, or + and 10 to 14 digits including the country code (SPEC.md section 5). */
const PHONE_PATTERN = /^(?:\d{10}|\+\d{10,14})$/;
const DOMESTIC_PREFIX = '+91';

/** C0 and C1 control characters but tab and newline: NUL and its kin never belong in an account's text. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
export const hasNoControlCharacters = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

/** Spaces, hyphens, dots and brackets people type inside phone numbers. */
const phoneNoise = (s: string): string => s.replace(/[\s\-().]/g, '');

// ── fields ──────────────────────────────────────────────────────────────────────────────────────────────────

export const Password = z
  .string({ error: VALIDATION_TEXT.passwordRequired })
  .min(1, VALIDATION_TEXT.passwordRequired)
  .min(AUTH_LIMITS.passwordMin, VALIDATION_TEXT.passwordMin)
  .max(AUTH_LIMITS.passwordMax, VALIDATION_TEXT.passwordMax);

/** The current password when changing it: any stored password, so only "not empty" is checked here. */
const CurrentPassword = z.string({ error: VALIDATION_TEXT.passwordRequired }).min(1, VALIDATION_TEXT.passwordRequired);

export const Email = z
  .string({ error: VALIDATION_TEXT.emailInvalid })
  .refine(hasNoControlCharacters, VALIDATION_TEXT.controlCharacters)
  .trim()
  .toLowerCase()
  .max(254, VALIDATION_TEXT.emailInvalid)
  .regex(EMAIL_PATTERN, VALIDATION_TEXT.emailInvalid);

/** A phone number as typed; `canonicalPhone` gives the stored form. */
export const Phone = z
  .string({ error: VALIDATION_TEXT.phoneRequired })
  .refine(hasNoControlCharacters, VALIDATION_TEXT.controlCharacters)
  .trim()
  .min(1, VALIDATION_TEXT.phoneRequired)
  .refine((s) => s === '' || PHONE_PATTERN.test(phoneNoise(s)), VALIDATION_TEXT.phoneInvalid);

export const Name = z
  .string({ error: VALIDATION_TEXT.nameRequired })
  .trim()
  .min(1, VALIDATION_TEXT.nameRequired)
  .max(AUTH_LIMITS.nameMax, VALIDATION_TEXT.nameMax)
  .refine(hasNoControlCharacters, VALIDATION_TEXT.controlCharacters)
  .refine(isHonestText, VALIDATION_TEXT.spoofingCharacters);

export const Username = z
  .string({ error: VALIDATION_TEXT.usernameMin })
  .trim()
  .regex(/^[A-Za-z0-9]*$/, VALIDATION_TEXT.usernameAlphanumeric)
  .min(AUTH_LIMITS.usernameMin, VALIDATION_TEXT.usernameMin)
  .max(AUTH_LIMITS.usernameMax, VALIDATION_TEXT.usernameMax);

/** Sign-in and OTP identifier: an e-mail address or a phone number. Digits (with an optional +) mean a phone. */
export const Identifier = z
  .string({ error: VALIDATION_TEXT.identifierInvalid })
  .trim()
  .superRefine((value, ctx) => {
    if (looksLikePhone(value)) {
      if (!PHONE_PATTERN.test(phoneNoise(value))) ctx.addIssue({ code: 'custom', message: VALIDATION_TEXT.phoneInvalid });
    } else if (value.length > 254 || !EMAIL_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_TEXT.identifierInvalid });
    }
  });

export const Otp = z.string({ error: VALIDATION_TEXT.otpInvalid }).trim().regex(/^\d{6}$/, VALIDATION_TEXT.otpInvalid);

/** A session, reset or verification token: 32 random bytes, base64url. */
export const Token = z.string({ error: VALIDATION_TEXT.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, VALIDATION_TEXT.linkInvalid);

/** Coupon codes (checkout, a later issue): at least 3 characters. */
export const CouponCode = z.string().trim().min(AUTH_LIMITS.couponMin, VALIDATION_TEXT.couponMin).max(40);

const looksLikePhone = (value: string): boolean => /^\+?[\d\s\-().]+$/.test(value);

/** The form an identifier is stored and looked up in. */
export type ParsedIdentifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * A phone number as stored: `+` and digits. A bare 10-digit number is domestic (+91), the platform's home
 * market, as SPEC.md section 8's OTP rule ("+91 or 10-digit") implies.
 */
export function canonicalPhone(phone: string): string {
  const digits = phoneNoise(phone.trim());
  return digits.startsWith('+') ? digits : `${DOMESTIC_PREFIX}${digits}`;
}

/** Whether an SMS OTP can go to this (canonical) phone number: +91 numbers only. */
export const isDomesticPhone = (canonical: string): boolean => canonical.startsWith(DOMESTIC_PREFIX) && canonical.length === 13;

/** Normalises a valid identifier: e-mail lower-cased, phone canonical. */
export function parseIdentifier(identifier: string): ParsedIdentifier {
  const value = identifier.trim();
  return looksLikePhone(value) ? { kind: 'phone', value: canonicalPhone(value) } : { kind: 'email', value: value.toLowerCase() };
}

// ── profile fields (school_feature.profile_fields) ─────────────────────────────────────────────────────────

export const ProfileFieldKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be lower-case letters, digits and _');

/** A profile field a school asks learners for (`school_feature.profile_fields`). */
export const ProfileFieldConfig = z.object({
  key: ProfileFieldKey,
  label: z.string().min(1).max(60),
  /** Mandatory fields left empty count as missing; past the skip limit the learner must complete them. */
  mandatory: z.boolean(),
});
export type ProfileFieldConfig = z.infer<typeof ProfileFieldConfig>;

const ProfileValue = z.string().trim().max(200, VALIDATION_TEXT.profileValueMax).refine(hasNoControlCharacters, VALIDATION_TEXT.controlCharacters)
  .refine(isHonestText, VALIDATION_TEXT.spoofingCharacters);

/**
 * The profile form of one school: one text field per configured field, mandatory ones required
 * ('<label> is required'). Used by the profile-fields form and by `PATCH /v1/me`.
 */
export function profileValuesSchema(fields: readonly ProfileFieldConfig[]) {
  return z.strictObject(
    Object.fromEntries(
      fields.map((f) => [f.key, (f.mandatory ? ProfileValue.min(1, AUTH_TEXT.profileFieldRequired(f.label)) : ProfileValue).optional()]),
    ),
    { error: (issue) => (issue.code === 'unrecognized_keys' ? AUTH_TEXT.unknownProfileField : undefined) },
  );
}

// ── requests ────────────────────────────────────────────────────────────────────────────────────────────────

/** Where a sign-up came from (SPEC.md section 2: sign-up links carry segmentId and segmentPath). */
const Segment = {
  segment_id: z.number({ error: VALIDATION_TEXT.segmentInvalid }).int().positive(VALIDATION_TEXT.segmentInvalid).nullish(),
  segment_path: z.string({ error: VALIDATION_TEXT.segmentInvalid }).max(200, VALIDATION_TEXT.segmentInvalid).refine(hasNoControlCharacters, VALIDATION_TEXT.controlCharacters).nullish(),
};

/** `POST /learner/v1/auth/signup` */
export const SignUpRequest = z.object({
  name: Name, email: Email, phone: Phone, password: Password, ...Segment,
  /** The invite code of the link the friend signed up through (`/account/invite-signup?code=`; src/contract/referral.ts). */
  referral_code: ReferralCode.optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** `POST /learner/v1/auth/signin`: by e-mail or phone, with the password. */
export const SignInRequest = z.object({ identifier: Identifier, password: Password });
export type SignInRequest = z.infer<typeof SignInRequest>;

/** `POST /learner/v1/auth/otp/send`: e-mail OTP to an address, SMS OTP to a +91 number. */
export const OtpRequest = z.object({ identifier: Identifier });
export type OtpRequest = z.infer<typeof OtpRequest>;

/** `POST /learner/v1/auth/otp/verify` */
export const OtpVerifyRequest = z.object({ identifier: Identifier, otp: Otp });
export type OtpVerifyRequest = z.infer<typeof OtpVerifyRequest>;

/** `POST /learner/v1/auth/forgot_password`: the reset link goes to the account's e-mail address. */
export const ForgotPasswordRequest = z.object({
  email: z
    .string({ error: VALIDATION_TEXT.identifierInvalid })
    .trim()
    .toLowerCase()
    .max(254, VALIDATION_TEXT.identifierInvalid)
    .regex(EMAIL_PATTERN, VALIDATION_TEXT.identifierInvalid),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

const confirmMatches = (v: { new_password: string; confirm_password: string }) => v.new_password === v.confirm_password;

/** `POST /learner/v1/auth/reset_password`: the token from the reset link, and the new password twice. */
export const ResetPasswordRequest = z
  .object({ token: Token, new_password: Password, confirm_password: z.string({ error: VALIDATION_TEXT.passwordsIdentical }) })
  .refine(confirmMatches, { message: VALIDATION_TEXT.passwordsIdentical, path: ['confirm_password'] });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** `POST /learner/v1/me/change_password` */
export const ChangePasswordRequest = z
  .object({ current_password: CurrentPassword, new_password: Password, confirm_password: z.string({ error: VALIDATION_TEXT.passwordsIdentical }) })
  .refine((v) => v.new_password !== v.current_password, { message: VALIDATION_TEXT.passwordNotCurrent, path: ['new_password'] })
  .refine(confirmMatches, { message: VALIDATION_TEXT.passwordsIdentical, path: ['confirm_password'] });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** `POST /learner/v1/auth/verify_email`: the token from the verification link. */
export const EmailVerificationRequest = z.object({ token: Token });
export type EmailVerificationRequest = z.infer<typeof EmailVerificationRequest>;

/**
 * `PATCH /learner/v1/me`: only the fields sent change. `username: null` removes the username; `profile` values
 * are checked against the school's profile fields (`profileValuesSchema`). The e-mail address does not change
 * here (it would need a new verification).
 */
export const ProfileUpdateRequest = z
  .object({
    name: Name.optional(),
    phone: Phone.optional(),
    username: Username.nullable().optional(),
    profile: z.record(ProfileFieldKey, z.string({ error: VALIDATION_TEXT.profileValueMax }).refine(hasNoControlCharacters, VALIDATION_TEXT.controlCharacters)).optional(),
    /** The interface language chosen on /account/language-list: one of the school's `Languages`. */
    language: z.enum(LanguageCode.options, { error: VALIDATION_TEXT.languageNotOffered }).optional(),
  })
  // Unknown keys are dropped: a body with nothing the API knows must not pass as an update that changes nothing.
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: VALIDATION_TEXT.nothingToUpdate });
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

/** `DELETE /learner/v1/me`: deletes the account for good; the learner types DELETE to confirm. */
export const DeleteAccountRequest = z.object({ confirm: z.literal('DELETE', { error: VALIDATION_TEXT.deleteConfirm }) });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

// ── responses ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A new session (sign-up, sign-in, OTP verify): SPEC.md section 3's stored authentication data. The token is
 * also set as the `authToken` / `lystATK` cookies; `expires_at` is when it stops working.
 */
export const AuthSession = z.object({
  authToken: Token,
  studentId: Id,
  studentName: z.string(),
  userEmail: z.string(),
  segmentId: Id.nullable(),
  segmentPath: z.string().nullable(),
  expires_at: IsoDate,
  /** The language the learner chose on any device, applied at sign-in; null: never chosen. */
  language: LanguageCode.nullable(),
});
export type AuthSession = z.infer<typeof AuthSession>;

/** The non-HttpOnly `user` cookie: URL-encoded JSON the shell reads to know who is signed in. */
export const UserCookie = z.object({ studentId: Id, studentName: z.string() });
export type UserCookie = z.infer<typeof UserCookie>;

/** The learner's profile completion (SPEC.md section 5: mandatory fields and a skipping limit). */
export const ProfileStatus = z.object({
  fields: z.array(ProfileFieldConfig.extend({ value: z.string().nullable() })),
  /** Keys of mandatory fields still empty. */
  missing: z.array(ProfileFieldKey),
  skips_used: z.number().int().nonnegative(),
  skip_limit: z.number().int().nonnegative(),
  /** Mandatory fields are missing and the learner has skipped as often as the school allows. */
  completion_forced: z.boolean(),
});
export type ProfileStatus = z.infer<typeof ProfileStatus>;

/** `GET /learner/v1/me` (and `PATCH`): the signed-in learner. */
export const Me = z.object({
  studentId: Id,
  name: z.string(),
  email: z.string(),
  /** Canonical: + and digits. */
  phone: z.string().nullable(),
  username: z.string().nullable(),
  email_verified: z.boolean(),
  segmentId: Id.nullable(),
  segmentPath: z.string().nullable(),
  created_at: IsoDate,
  profile: ProfileStatus,
  /** The interface language the learner chose; null: never chosen (the school's default). */
  language: LanguageCode.nullable(),
});
export type Me = z.infer<typeof Me>;

/** `POST /learner/v1/auth/otp/send`: where the code went (masked), never the code. */
export const OtpSent = z.object({
  channel: z.enum(['email', 'sms']),
  sent_to: z.string(),
  expires_in_seconds: z.number().int().positive(),
  /** Sends left in the current window before 'OTP limit exceeded'. */
  sends_left: z.number().int().nonnegative(),
});
export type OtpSent = z.infer<typeof OtpSent>;

/** A link sent by e-mail (reset, verification): where it went, masked, and how long it works. */
export const LinkSent = z.object({ sent_to: z.string(), expires_in_seconds: z.number().int().positive() });
export type LinkSent = z.infer<typeof LinkSent>;

export const EmailVerified = z.object({ email_verified: z.literal(true) });

/** An acknowledgement without data (sign-out, password change and reset, account deletion). */
export const Done = z.object({ ok: z.literal(true) });
export type Done = z.infer<typeof Done>;

/** `GET /learner/dev/inbox?to=` (local development only): messages the local sender wrote, newest first. */
export const DevInboxQuery = z.object({ to: Identifier });
export const OutboxMessage = z.object({
  id: Id,
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  kind: z.enum(['otp', 'password_reset', 'email_verification', 'live_reminder', 'pre_debit_notice']),
  subject: z.string(),
  body: z.string(),
  created_at: IsoDate,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const DevInboxResponse = z.object({ messages: z.array(OutboxMessage) });

// ── the calls ───────────────────────────────────────────────────────────────────────────────────────────────

/** `GET /learner/v1/me`: the signed-in learner, always read afresh. */
const me = defineCall({ method: 'GET', path: '/learner/v1/me', session: true, response: Me, staleTime: STALE_TIME.always });

/**
 * Every auth call. Failures are ErrorPayloads: 412 validation (`data.field`), 404 'User not found', 401 session,
 * 403 OTP limits, 429 with status 603 'Too many HTTP requests' (docs/decisions/0005-authentication.md).
 */
export const AUTH_CALLS = {
  signup: defineCall({ method: 'POST', path: '/learner/v1/auth/signup', session: false, body: SignUpRequest, response: AuthSession }),
  signin: defineCall({ method: 'POST', path: '/learner/v1/auth/signin', session: false, body: SignInRequest, response: AuthSession }),
  otpSend: defineCall({ method: 'POST', path: '/learner/v1/auth/otp/send', session: false, body: OtpRequest, response: OtpSent }),
  otpVerify: defineCall({ method: 'POST', path: '/learner/v1/auth/otp/verify', session: false, body: OtpVerifyRequest, response: AuthSession }),
  forgotPassword: defineCall({ method: 'POST', path: '/learner/v1/auth/forgot_password', session: false, body: ForgotPasswordRequest, response: LinkSent }),
  resetPassword: defineCall({ method: 'POST', path: '/learner/v1/auth/reset_password', session: false, body: ResetPasswordRequest, response: Done }),
  verifyEmail: defineCall({
    method: 'POST', path: '/learner/v1/auth/verify_email', session: false, body: EmailVerificationRequest, response: EmailVerified, invalidates: [me],
  }),
  resendVerification: defineCall({ method: 'POST', path: '/learner/v1/auth/resend_verification', session: true, response: LinkSent }),
  /** The shell's zod-free declaration (auth-shell.ts), with the zod schema its answer is held to. */
  signout: defineCall({ ...SIGN_OUT_CALL, response: Done }),
  me,
  updateMe: defineCall({ method: 'PATCH', path: me.path, session: true, body: ProfileUpdateRequest, response: Me, invalidates: [me] }),
  changePassword: defineCall({ method: 'POST', path: '/learner/v1/me/change_password', session: true, body: ChangePasswordRequest, response: Done }),
  profileSkip: defineCall({ method: 'POST', path: '/learner/v1/me/profile_skip', session: true, response: ProfileStatus, invalidates: [me] }),
  /** Deletes the account for good; the learner types DELETE to confirm. */
  deleteMe: defineCall({ method: 'DELETE', path: me.path, session: true, body: DeleteAccountRequest, response: Done }),
} as const;

/** Local development only (DEV_INBOX "1"): messages the local sender wrote, and the page that shows them. */
export const DEV_INBOX_CALLS = {
  devInbox: defineCall({ method: 'GET', path: '/learner/dev/inbox', session: false, query: DevInboxQuery, response: DevInboxResponse, dev: true }),
  /** An HTML page, not JSON. */
  devInboxPage: defineCall({ method: 'GET', path: '/learner/dev/inbox.html', session: false, response: null, dev: true }),
} as const;
