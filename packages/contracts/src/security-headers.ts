import { z } from 'zod';

/**
 * `securityHeaders` tells the client which security headers its documents are meant to carry
 * (the same header set firebase.json serves, generated from one source) so the shell's security
 * start-up can check that the page it runs in really was served with them, and log
 * `security_init_failed` when it was not (a proxy, a mis-deployed site or a local file that strips
 * CSP). Response headers of a document are not readable from script, so the shell compares what it
 * can observe (a same-origin HEAD of index.html) with this list.
 */
export const securityHeadersInput = z.object({}).strict();
export const securityHeadersOutput = z.object({
  headers: z.record(z.string(), z.string()),
});
export type SecurityHeadersOutput = z.infer<typeof securityHeadersOutput>;

export const securityHeaders = {
  name: 'securityHeaders',
  input: securityHeadersInput,
  output: securityHeadersOutput,
} as const;
