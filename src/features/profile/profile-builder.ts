import { AUTH_TEXT, type ProfileStatus } from '../../contract/auth.ts';

/**
 * The profile builder's rules (SPEC.md section 5: "Profile: mandatory fields; exceeding the skipping limit
 * forces completion"), without React. The school's fields (`school_feature.profile_fields`) come in two sections,
 * the `tab` query of `/account/profile-fields`: `personal` holds the fields the school makes mandatory, `additional`
 * the optional ones. A section without fields is not offered.
 */

export const PROFILE_TABS = ['personal', 'additional'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type ProfileField = ProfileStatus['fields'][number];

const isTab = (value: string | null): value is ProfileTab => (PROFILE_TABS as readonly string[]).includes(value ?? '');

export const tabOfField = (field: Pick<ProfileField, 'mandatory'>): ProfileTab => (field.mandatory ? 'personal' : 'additional');

/** The sections that have fields, in order. */
export function tabsOf(fields: readonly Pick<ProfileField, 'mandatory'>[]): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => fields.some((field) => tabOfField(field) === tab));
}

/**
 * The section to show: the `tab` query when it names a section that has fields; else the section with missing
 * mandatory fields (`personal`) when there are any; else the first.
 */
export function chooseTab(requested: string | null, status: Pick<ProfileStatus, 'fields' | 'missing'>): ProfileTab | null {
  const tabs = tabsOf(status.fields);
  if (isTab(requested) && tabs.includes(requested)) return requested;
  if (status.missing.length > 0 && tabs.includes('personal')) return 'personal';
  return tabs[0] ?? null;
}

export const fieldsOfTab = <F extends Pick<ProfileField, 'mandatory'>>(fields: readonly F[], tab: ProfileTab): F[] =>
  fields.filter((field) => tabOfField(field) === tab);

/** The learner may put completing off once more: mandatory fields are missing and the limit is not reached. */
export const canSkip = (status: ProfileStatus): boolean => status.missing.length > 0 && !status.completion_forced;

/** Skips left before completion is forced. */
export const skipsLeft = (status: ProfileStatus): number => Math.max(0, status.skip_limit - status.skips_used);

/** Whether the learner still has mandatory fields to fill. */
export const needsCompletion = (status: ProfileStatus): boolean => status.missing.length > 0;

/**
 * The `profile` of an update request: the values of `fields` that differ from what is stored. An emptied
 * optional field is sent as '' (the API clears it); unchanged ones are left out so nothing else is touched.
 */
export function changedValues(fields: readonly Pick<ProfileField, 'key' | 'value'>[], values: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const next = (values[field.key] ?? '').trim();
    if (next !== (field.value ?? '')) out[field.key] = next;
  }
  return out;
}

/** The form's starting values: what the learner has stored, '' for nothing. */
export const initialValues = (fields: readonly Pick<ProfileField, 'key' | 'value'>[]): Record<string, string> =>
  Object.fromEntries(fields.map((field) => [field.key, field.value ?? '']));

/** Whether `message` is the contract's "<label> is required" for this field (shown translated). */
export const isRequiredMessage = (field: Pick<ProfileField, 'label'>, message: string): boolean => message === AUTH_TEXT.profileFieldRequired(field.label);
