import type { FormServiceAnswer, FormServicePort } from '../features/ports';

export interface FormServiceOptions {
  /** Base URL; the adapter posts to {endpoint}/submit. */
  endpoint: string;
  accessKey: string;
  /** Give up on a silent service after this long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * POST /submit as JSON (behaviour.md §7 call 3). Rejects unless the answer has a boolean `success`.
 */
export function createFormService(options: FormServiceOptions): FormServicePort {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const url = `${options.endpoint.replace(/\/+$/, '')}/submit`;
  return {
    async submit(submission): Promise<FormServiceAnswer> {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          message: submission.message,
          access_key: options.accessKey,
          authenticated_email: submission.authenticatedEmail,
          authenticated_name: submission.authenticatedName,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      let body: unknown;
      try {
        body = await response.json();
      } catch (cause) {
        throw new Error(
          `The form service answered ${response.status} with a body that is not JSON.`,
          {
            cause,
          },
        );
      }
      if (
        typeof body !== 'object' ||
        body === null ||
        typeof (body as FormServiceAnswer).success !== 'boolean'
      ) {
        throw new Error(`The form service answered ${response.status} without a success flag.`);
      }
      const answer = body as FormServiceAnswer;
      return typeof answer.message === 'string'
        ? { success: answer.success, message: answer.message }
        : { success: answer.success };
    },
  };
}
