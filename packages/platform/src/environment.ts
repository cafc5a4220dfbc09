import { isCompanyFacts, type CompanyFacts } from '@rides/contracts/company';

/**
 * `/env.json`, written per environment at deploy next to `/remotes.json` and never baked into a
 * build: the same shell build runs against any environment.
 */
export interface Environment {
  name: string;
  /** The company's facts in this environment (issue [N] 4; @rides/domain/company). */
  company?: CompanyFacts;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string; messagingSenderId?: string };
  functionsRegion: string;
  /**
   * Web push (issue [M] 3): Cloud Messaging with the project's public VAPID key, or the local stack's
   * twin (notifications land in the local mailbox). Absent: this site cannot send notifications.
   */
  push?: { provider: 'fcm'; vapidKey: string } | { provider: 'local' };
  /** Present only locally: where the Firebase emulators listen. */
  emulators?: { auth: string; functions: { host: string; port: number } };
}

export function isEnvironment(v: unknown): v is Environment {
  const e = v as Environment;
  return !!e && typeof e.name === 'string' && typeof e.firebase?.apiKey === 'string' &&
    typeof e.firebase?.projectId === 'string' && typeof e.functionsRegion === 'string' && (e.company === undefined || isCompanyFacts(e.company));
}
