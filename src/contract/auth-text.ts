// The auth area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

import { SPOOFING_TEXT } from './public-text.ts';

/** SPEC.md section 5's validation texts (and the few this contract adds), shared by forms, API and tests. */
export const VALIDATION_TEXT = {
  passwordRequired: 'Password is required',
  passwordMin: 'Password should have minimum 8 characters',
  passwordMax: 'Maximum 24 characters allowed',
  passwordsIdentical: 'New password and Confirm password should be Identical',
  passwordNotCurrent: 'New password can not be the current one',
  usernameAlphanumeric: 'Enter only alphanumeric characters',
  usernameMin: 'Username should have minimum 6 characters',
  usernameMax: 'Maximum 20 characters allowed',
  nameRequired: 'Name is required',
  nameMax: 'maximum 25 characters allowed',
  phoneInvalid: 'This is invalid number. Please enter correct country code and mobile number',
  /** Ours (SPEC.md is silent): an empty mobile field asks for the number rather than calling it invalid. */
  phoneRequired: 'Mobile number is required',
  /** The e-mail field of sign-up and profile forms. */
  emailInvalid: 'Provide valid email',
  /** The sign-in and forgot-password identifier field. */
  identifierInvalid: 'Please enter valid email',
  couponMin: 'Minimum 3 characters required',
  otpInvalid: 'Enter the 6-digit OTP',
  linkInvalid: 'This link is invalid or has expired',
  deleteConfirm: 'Type DELETE to confirm',
  profileValueMax: 'Maximum 200 characters allowed',
  segmentInvalid: 'Invalid segment',
  /** A text field holding NUL or another control character (newline and tab are allowed). */
  controlCharacters: 'Remove control characters from this field',
  /** A public text (a name, a review) holding bidi controls, zero-width characters or a broken character. */
  spoofingCharacters: SPOOFING_TEXT,
  /** `PATCH /me` with none of the fields it changes. */
  nothingToUpdate: 'Send at least one field to change: name, phone, username, language or profile',
  /** A language the school does not offer. */
  languageNotOffered: 'This school does not offer that language',
} as const;

/** Texts of the auth calls' own failures (SPEC.md section 8's ones are in ERROR_TEXT, errors.ts). */
export const AUTH_TEXT = {
  userNotFound: 'User not found',
  emailTaken: 'Email already registered',
  phoneTaken: 'Phone number already registered',
  usernameTaken: 'Username already taken',
  otpWrong: 'Invalid OTP',
  otpExpired: 'OTP expired. Please request a new OTP.',
  otpAttemptsExceeded: 'Too many wrong OTP attempts. Please request a new OTP.',
  linkInvalid: VALIDATION_TEXT.linkInvalid,
  alreadyVerified: 'Email is already verified',
  unknownProfileField: 'Unknown profile field',
  /** Profile field `{label}` left empty when the school makes it mandatory. */
  profileFieldRequired: (label: string): string => `${label} is required`,
} as const;
