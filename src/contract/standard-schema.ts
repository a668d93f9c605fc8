/**
 * The part of the Standard Schema interface (standardschema.dev, v1) that the browser's calls use. zod's schemas,
 * full and mini, implement it; so do the plain guards below, which lets the page code that must not carry zod
 * (decision 0014) hand a guard to `apiFetch` where other code hands a schema. Copied, as the spec intends, so this
 * module depends on no validation library.
 */

export interface StandardIssue {
  readonly message: string;
}

export type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/** The type a schema's successful validation gives. */
export type StandardOutput<S extends StandardSchemaV1> = NonNullable<S['~standard']['types']>['output'];

/** A Standard Schema from a type guard (a value it refuses gets one issue, `message`). */
export function guardSchema<T>(guard: (value: unknown) => value is T, message: string): StandardSchemaV1<unknown, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'schoolfront',
      validate: (value) => (guard(value) ? { value } : { issues: [{ message }] }),
    },
  };
}
