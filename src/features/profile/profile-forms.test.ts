import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest, VALIDATION_TEXT } from '../../contract/auth.ts';
import { DeleteAccountForm, ProfileForm, profileFormDefaults, profileUpdate } from './profile-forms.ts';

const me = { name: 'Asha Verma', phone: '+919876500001', username: 'demolearner' };
/** The first message per field, as react-hook-form's resolver shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the profile form', () => {
  it("rejects bad input with SPEC.md's exact messages", () => {
    const result = ProfileForm.safeParse({ name: 'x'.repeat(26), phone: '12345', username: 'ab!' });
    expect(messages(result)).toEqual({
      name: VALIDATION_TEXT.nameMax,
      phone: VALIDATION_TEXT.phoneInvalid,
      username: VALIDATION_TEXT.usernameAlphanumeric,
    });
    expect(VALIDATION_TEXT.nameMax).toBe('maximum 25 characters allowed');
  });

  it('takes an empty username as none', () => {
    expect(ProfileForm.parse({ name: 'Asha', phone: '9876500001', username: '  ' }).username).toBeUndefined();
  });

  it('sends only what changed', () => {
    const same = ProfileForm.parse(profileFormDefaults(me));
    expect(profileUpdate(me, same)).toBeNull();
    expect(profileUpdate(me, { ...same, phone: '9876500001' })).toBeNull();
    expect(profileUpdate(me, { ...same, name: 'Asha K' })).toEqual({ name: 'Asha K' });
    expect(profileUpdate(me, { ...same, phone: '9876500009', username: undefined })).toEqual({ phone: '9876500009', username: null });
  });

  it('starts from the stored values', () => {
    expect(profileFormDefaults({ name: 'A', phone: null, username: null })).toEqual({ name: 'A', phone: '', username: '' });
  });
});

describe('the change-password form (the contract schema)', () => {
  it('ties each rule to its field', () => {
    expect(messages(ChangePasswordRequest.safeParse({ current_password: 'Learner123', new_password: 'NewPass123', confirm_password: 'NewPass124' }))).toEqual({
      confirm_password: 'New password and Confirm password should be Identical',
    });
    expect(messages(ChangePasswordRequest.safeParse({ current_password: 'Learner123', new_password: 'Learner123', confirm_password: 'Learner123' }))).toEqual({
      new_password: 'New password can not be the current one',
    });
  });
});

describe('the delete form', () => {
  it('wants DELETE exactly', () => {
    expect(DeleteAccountForm.safeParse({ confirm: ' DELETE ' }).success).toBe(true);
    expect(messages(DeleteAccountForm.safeParse({ confirm: 'delete' }))).toEqual({ confirm: VALIDATION_TEXT.deleteConfirm });
    expect(messages(DeleteAccountForm.safeParse({ confirm: '' }))).toEqual({ confirm: VALIDATION_TEXT.deleteConfirm });
  });
});
