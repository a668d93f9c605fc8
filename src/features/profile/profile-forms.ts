import { z } from 'zod';
import { canonicalPhone, DeleteAccountRequest, Name, Phone, Username, type Me, type ProfileUpdateRequest } from '../../contract/auth.ts';

/**
 * The account forms' schemas, built from the contract's fields so that every message is SPEC.md section 5's and
 * the API's (the same fields validate `PATCH /learner/v1/me`, `change_password` and `DELETE /me`).
 */

const blankToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The profile page's form: name and phone required, the username optional (left empty, it is removed). */
export const ProfileForm = z.object({
  name: Name,
  phone: Phone,
  username: z.preprocess(blankToUndefined, Username.optional()),
});
export type ProfileFormInput = z.input<typeof ProfileForm>;
export type ProfileFormValues = z.output<typeof ProfileForm>;

/** The delete page's form: exactly DELETE (spaces around it forgiven). */
export const DeleteAccountForm = z.object({ confirm: z.string().trim().pipe(DeleteAccountRequest.shape.confirm) });

/** The form's starting values from the learner. */
export const profileFormDefaults = (me: Pick<Me, 'name' | 'phone' | 'username'>): { name: string; phone: string; username: string } => ({
  name: me.name,
  phone: me.phone ?? '',
  username: me.username ?? '',
});

/** The update request: only what changed (the phone compared in its stored form), or null when nothing did. */
export function profileUpdate(me: Pick<Me, 'name' | 'phone' | 'username'>, values: ProfileFormValues): ProfileUpdateRequest | null {
  const update: ProfileUpdateRequest = {};
  if (values.name !== me.name) update.name = values.name;
  if (canonicalPhone(values.phone) !== me.phone) update.phone = values.phone;
  const username = values.username ?? null;
  if (username !== me.username) update.username = username;
  return Object.keys(update).length > 0 ? update : null;
}
