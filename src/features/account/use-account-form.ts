import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showError } from '../../platform/shell/notify.ts';
import { fieldFailure } from './form-errors.ts';

/**
 * A react-hook-form form validated by the contract's zod schema (ARCHITECTURE.md decision 8), so its messages are
 * exactly SPEC.md section 5's and the API's. Validates on submit, then on every change; focuses the first
 * invalid field.
 */
export function useAccountForm<In extends FieldValues, Out extends FieldValues>(schema: z.ZodType<Out, In>, defaultValues: DefaultValues<In>) {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * Shows a failed call: on its field when the API names one of `fields` (and focuses it), otherwise as a toast.
 */
export function showFormError<T extends FieldValues, Out extends FieldValues>(form: UseFormReturn<T, unknown, Out>, error: unknown, fields: readonly Path<T>[]): void {
  const failure = fieldFailure(error);
  const field = failure ? fields.find((name) => name === failure.field) : undefined;
  if (failure && field) form.setError(field, { type: 'server', message: failure.message }, { shouldFocus: true });
  else showError(error);
}
