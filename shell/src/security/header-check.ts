import type { Environment } from '@rides/platform/environment';
import { callableUrl } from '@rides/platform/public-api';
import type { SecurityEventType } from '@rides/contracts/security-event-types';

/** Header names whose served value differs from what the backend says documents must carry. */
export function headerProblems(expected: Record<string, string>, served: Headers): string[] {
  return Object.entries(expected)
    .filter(([name, value]) => served.get(name)?.trim() !== value.trim())
    .map(([name]) => name.toLowerCase());
}

/**
 * Security start-up check (SPEC 7 `security_init_failed`): the page's own response headers cannot be
 * read from script, so the shell asks the backend which headers a document must carry and compares
 * them with a same-origin HEAD of this page. A proxy or a mis-deployed site that strips the CSP is
 * reported; so is a start-up that cannot run the check at all.
 */
export async function checkSecurityHeaders(
  env: Environment,
  report: (type: SecurityEventType, details: Record<string, string>) => void,
): Promise<void> {
  try {
    const [policy, page] = await Promise.all([
      fetch(callableUrl(env, 'securityHeaders'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' }),
      fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' }),
    ]);
    if (!policy.ok) throw new Error(`securityHeaders answered HTTP ${policy.status}`);
    const { result } = (await policy.json()) as { result?: { headers?: Record<string, string> } };
    if (!result?.headers) throw new Error('securityHeaders answered without headers');
    const problems = headerProblems(result.headers, page.headers);
    if (problems.length) report('security_init_failed', { reason: 'headers', headers: problems.join(',') });
  } catch (e) {
    report('security_init_failed', { reason: 'check-failed', message: String(e).slice(0, 200) });
  }
}

const CHECKED = 'rides.securityChecked';

/** Once per tab: the headers do not change between the pages of one visit. */
export async function checkSecurityHeadersOnce(env: Environment, report: Parameters<typeof checkSecurityHeaders>[1]): Promise<void> {
  if (sessionStorage.getItem(CHECKED)) return;
  sessionStorage.setItem(CHECKED, '1');
  await checkSecurityHeaders(env, report);
}
