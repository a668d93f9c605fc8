import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUTH_TEXT, ChangePasswordRequest, CouponCode, DeleteAccountRequest, ForgotPasswordRequest, Identifier, OtpVerifyRequest,
  ProfileUpdateRequest, ResetPasswordRequest, SignInRequest, SignUpRequest, VALIDATION_TEXT, canonicalPhone, isDomesticPhone,
  parseIdentifier, profileValuesSchema,
} from './auth.ts';
import { SchoolFeature } from './school-config.ts';

/** The first issue's message and path, as the API reports it. */
function firstIssue(schema: z.ZodType, input: unknown): { message: string; field: string } | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { message: issue.message, field: issue.path.join('.') };
}

const V = VALIDATION_TEXT;
const signUp = { name: 'Asha Rao', email: 'asha@mail.example', phone: '9876543210', password: 'Password1' };

describe('SPEC.md section 5 messages', () => {
  it('password: 8 to 24 characters', () => {
    expect(firstIssue(SignUpRequest, { ...signUp, password: 'Pass123' })).toEqual({ message: 'Password should have minimum 8 characters', field: 'password' });
    expect(firstIssue(SignUpRequest, { ...signUp, password: 'P'.repeat(25) })).toEqual({ message: 'Maximum 24 characters allowed', field: 'password' });
    expect(firstIssue(SignUpRequest, { ...signUp, password: '' })).toEqual({ message: V.passwordRequired, field: 'password' });
    expect(firstIssue(SignUpRequest, { ...signUp, password: 'P'.repeat(8) })).toBeNull();
    expect(firstIssue(SignUpRequest, { ...signUp, password: 'P'.repeat(24) })).toBeNull();
  });

  it('new password: equal to its confirmation, different from the current, each on its own field', () => {
    const change = { current_password: 'OldPassword1', new_password: 'NewPassword1', confirm_password: 'NewPassword1' };
    expect(firstIssue(ChangePasswordRequest, change)).toBeNull();
    expect(firstIssue(ChangePasswordRequest, { ...change, confirm_password: 'NewPassword2' })).toEqual({
      message: 'New password and Confirm password should be Identical', field: 'confirm_password',
    });
    expect(firstIssue(ChangePasswordRequest, { ...change, new_password: 'OldPassword1', confirm_password: 'OldPassword1' })).toEqual({
      message: 'New password can not be the current one', field: 'new_password',
    });
    expect(firstIssue(ChangePasswordRequest, { ...change, new_password: 'short', confirm_password: 'short' })).toEqual({ message: V.passwordMin, field: 'new_password' });
    const reset = { token: 'a'.repeat(43), new_password: 'NewPassword1', confirm_password: 'Different1' };
    expect(firstIssue(ResetPasswordRequest, reset)).toEqual({ message: V.passwordsIdentical, field: 'confirm_password' });
  });

  it('username: 6 to 20, alphanumeric only', () => {
    const username = (u: unknown) => firstIssue(ProfileUpdateRequest, { username: u });
    expect(username('abc123')).toBeNull();
    expect(username('a'.repeat(20))).toBeNull();
    expect(username('abc_123')).toEqual({ message: 'Enter only alphanumeric characters', field: 'username' });
    expect(username('abc 12345')).toEqual({ message: V.usernameAlphanumeric, field: 'username' });
    expect(username('abc12')).toEqual({ message: 'Username should have minimum 6 characters', field: 'username' });
    expect(username('a'.repeat(21))).toEqual({ message: 'Maximum 20 characters allowed', field: 'username' });
    expect(username(null)).toBeNull(); // removes it
  });

  it('name: required, at most 25 characters', () => {
    expect(firstIssue(SignUpRequest, { ...signUp, name: 'N'.repeat(25) })).toBeNull();
    expect(firstIssue(SignUpRequest, { ...signUp, name: 'N'.repeat(26) })).toEqual({ message: 'maximum 25 characters allowed', field: 'name' });
    expect(firstIssue(SignUpRequest, { ...signUp, name: ' ' })).toEqual({ message: 'Name is required', field: 'name' });
    expect(firstIssue(SignUpRequest, { ...signUp, name: undefined })).toEqual({ message: 'Name is required', field: 'name' });
  });

  it('phone: 10 digits, or + and 10 to 14 digits', () => {
    const phone = (p: string) => firstIssue(SignUpRequest, { ...signUp, phone: p });
    for (const good of ['9876543210', '+919876543210', '+4477009001', '+12345678901234', '98765 43210', '+91 98765-43210']) expect(phone(good)).toBeNull();
    const message = 'This is invalid number. Please enter correct country code and mobile number';
    for (const bad of ['987654321', '98765432101', '+123456789', '+123456789012345', '98765abcde']) expect(phone(bad)).toEqual({ message, field: 'phone' });
    // An empty field asks for the number rather than calling it invalid.
    for (const empty of ['', '   ']) expect(phone(empty)).toEqual({ message: 'Mobile number is required', field: 'phone' });
  });

  it("e-mail: 'Provide valid email' on sign-up, 'Please enter valid email' on sign-in and forgot password", () => {
    expect(firstIssue(SignUpRequest, { ...signUp, email: 'asha@mail' })).toEqual({ message: 'Provide valid email', field: 'email' });
    expect(firstIssue(SignUpRequest, { ...signUp, email: 'asha mail@x.example' })).toEqual({ message: 'Provide valid email', field: 'email' });
    expect(firstIssue(SignInRequest, { identifier: 'asha@', password: 'Password1' })).toEqual({ message: 'Please enter valid email', field: 'identifier' });
    expect(firstIssue(ForgotPasswordRequest, { email: 'asha' })).toEqual({ message: 'Please enter valid email', field: 'email' });
    expect(SignUpRequest.parse({ ...signUp, email: ' Asha@Mail.Example ' }).email).toBe('asha@mail.example');
  });

  it('coupon code: at least 3 characters', () => {
    expect(firstIssue(CouponCode, 'AB')?.message).toBe('Minimum 3 characters required');
    expect(firstIssue(CouponCode, 'ABC')).toBeNull();
  });
});

describe('identifiers', () => {
  it('takes an e-mail address or a phone number, each with its own message', () => {
    expect(Identifier.safeParse('asha@mail.example').success).toBe(true);
    expect(Identifier.safeParse('9876543210').success).toBe(true);
    expect(firstIssue(Identifier, '98765')?.message).toBe(V.phoneInvalid);
    expect(firstIssue(Identifier, 'asha')?.message).toBe(V.identifierInvalid);
    expect(firstIssue(Identifier, undefined)?.message).toBe(V.identifierInvalid);
  });

  it('normalises: e-mail lower-cased, a bare 10-digit number as +91', () => {
    expect(parseIdentifier(' Asha@Mail.Example ')).toEqual({ kind: 'email', value: 'asha@mail.example' });
    expect(parseIdentifier('98765 43210')).toEqual({ kind: 'phone', value: '+919876543210' });
    expect(parseIdentifier('+44 7700 900123')).toEqual({ kind: 'phone', value: '+447700900123' });
    expect(canonicalPhone('+91-98765-43210')).toBe('+919876543210');
    expect(isDomesticPhone('+919876543210')).toBe(true);
    expect(isDomesticPhone('+447700900123')).toBe(false);
  });

  it('needs a 6-digit OTP', () => {
    expect(firstIssue(OtpVerifyRequest, { identifier: '9876543210', otp: '12345' })).toEqual({ message: V.otpInvalid, field: 'otp' });
    expect(firstIssue(OtpVerifyRequest, { identifier: '9876543210', otp: '123456' })).toBeNull();
  });

  it('needs DELETE typed to delete an account', () => {
    expect(firstIssue(DeleteAccountRequest, { confirm: 'delete' })).toEqual({ message: V.deleteConfirm, field: 'confirm' });
    expect(firstIssue(DeleteAccountRequest, {})).toEqual({ message: V.deleteConfirm, field: 'confirm' });
    expect(firstIssue(DeleteAccountRequest, { confirm: 'DELETE' })).toBeNull();
  });
});

describe('profile fields', () => {
  const fields = [{ key: 'city', label: 'City', mandatory: true }, { key: 'college', label: 'College', mandatory: false }];

  it("requires mandatory values ('<label> is required') and refuses unknown keys", () => {
    const schema = profileValuesSchema(fields);
    expect(schema.safeParse({ city: 'Pune' }).success).toBe(true);
    expect(schema.safeParse({ college: '' }).success).toBe(true);
    expect(firstIssue(schema, { city: ' ' })).toEqual({ message: 'City is required', field: 'city' });
    const unknown = schema.safeParse({ shoe: '42' });
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['shoe'], message: AUTH_TEXT.unknownProfileField });
  });

  it('are additive in the school config: defaults for schools that do not set them', () => {
    const feature = SchoolFeature.parse({ drawer_navigation: true, mandatory_auth: false, signup_requireds: true, school_locked: false });
    expect(feature).toMatchObject({ single_device_login: false, profile_fields: [], profile_skip_limit: 3 });
    const duplicate = { ...feature, profile_fields: [fields[0], fields[0]] };
    expect(SchoolFeature.safeParse(duplicate).success).toBe(false);
  });
});
