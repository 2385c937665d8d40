import type { z } from 'zod';
import type { ContentProblem } from './contentRules';
import { descriptionAt, lowerFirst } from './schemaFields';

/** `projects[2].title` from zod's or the walk's path. */
export function keyPath(parts: readonly PropertyKey[]): string {
  return parts
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

function valueAt(data: unknown, parts: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/**
 * zod's findings in a file `schema` describes, as an owner reads them: the field, what is wrong,
 * the fix. The fix of a field left empty or out is its description: "Write the project's name."
 */
export function schemaProblems(
  schema: z.ZodType,
  file: string,
  error: z.ZodError,
  data: unknown,
): ContentProblem[] {
  return error.issues.map((issue) => {
    const at = keyPath(issue.path);
    const description = descriptionAt(schema, issue.path);
    const hint = description ? `Write ${lowerFirst(description)}` : `Write it in ${file}.`;
    const found = valueAt(data, issue.path);
    let message: string;
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      message = `has no ${keys}. Check the spelling, or remove it (the editor's schema lists what it can hold).`;
    } else if (issue.code === 'invalid_type' && (found === undefined || found === null)) {
      message = `is missing. ${hint}`;
    } else if (issue.code === 'too_small' && typeof found === 'string') {
      message = `is empty. ${hint}`;
    } else if (issue.code === 'invalid_value' && 'values' in issue) {
      message = `is ${JSON.stringify(found)}; write one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}.`;
    } else {
      message = `${issue.message.replace(/^Invalid input: /, '')}. ${hint}`;
    }
    return { path: `${file}: ${at || '(the file)'}`, message };
  });
}
