import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the server's field messages (a 400's error.fields) under the form's own fields. Answers
 * whether any was placed, so the caller shows an alert only for failures no field explains.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly FieldPath<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = names.find((n) => n === name || name.startsWith(`${n}.`));
    if (!field) continue;
    setError(field, { message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
