import type { $ZodError } from 'zod/v4/core';

/**
 * A failed parse as { field: message } (DESIGN section 4: 400 errors carry "fields"). The first
 * message per field wins; nested paths are dotted ('filter.appraisalTypeId'); an unknown key is
 * reported under its own name; issues about the whole object go under '_'.
 */
export function toFieldErrors(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (key: string, message: string) => {
    if (!(key in fields)) fields[key] = message;
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put(base ? `${base}.${key}` : key, issue.message);
    } else {
      put(base || '_', issue.message);
    }
  }
  return fields;
}
