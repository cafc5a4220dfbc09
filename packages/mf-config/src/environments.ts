import { DEMO_COMPANY, type CompanyFacts } from '@rides/contracts/company';
import type { RemoteName } from './remotes';

/**
 * Where each app of an environment is served, and which backend origins its pages talk to. This is
 * the one source for /remotes.json, /env.json and the CSP of firebase.json (scripts/firebase-config.ts).
 */
export interface EnvironmentDef {
  name: string;
  projectId: string;
  functionsRegion: string;
  /** Firebase web API key: public by design (it identifies the project, it is not a secret). */
  apiKey: string;
  shell: string;
  remotes: Record<RemoteName, string>;
  /** Origins the pages call: auth, functions. */
  backend: string[];
  /** Firebase Hosting site id per app (one site per app). */
  sites: Record<'shell' | RemoteName, string>;
  emulators?: { auth: string; functions: { host: string; port: number } };
  /**
   * The company's facts in this environment (issue [N] 4): the site reads them from /env.json, the
   * prerender and the functions from here. Outside local they must be complete and not the demo's:
   * the environment's files refuse to build otherwise (scripts/runtime-files.ts), and the functions
   * refuse to start (packages/functions/src/config.ts).
   */
  company: CompanyFacts;
}

const REGION = 'europe-west9'; // Paris

/** Local stack: the Firebase emulators. Hosting gives the first site 5000 and the others 5005-5009. */
export const LOCAL: EnvironmentDef = {
  name: 'local',
  projectId: 'demo-rides',
  functionsRegion: REGION,
  apiKey: 'demo-api-key',
  company: DEMO_COMPANY,
  shell: 'http://localhost:5000',
  remotes: {
    public: 'http://localhost:5005',
    customer: 'http://localhost:5006',
    driver: 'http://localhost:5007',
    partner: 'http://localhost:5008',
    admin: 'http://localhost:5009',
  },
  backend: ['http://127.0.0.1:9099', 'http://127.0.0.1:5001'],
  sites: {
    shell: 'demo-rides-shell',
    public: 'demo-rides-public',
    customer: 'demo-rides-customer',
    driver: 'demo-rides-driver',
    partner: 'demo-rides-partner',
    admin: 'demo-rides-admin',
  },
  emulators: { auth: 'http://127.0.0.1:9099', functions: { host: '127.0.0.1', port: 5001 } },
};

/** Production: project `rides-paris` (see README, "Deploying"); each app on its own Hosting site. */
export const PRODUCTION: EnvironmentDef = {
  name: 'production',
  projectId: 'rides-paris',
  functionsRegion: REGION,
  apiKey: 'set-at-deploy',
  // Not known yet: filled in before the first deploy (README, "Deployment"); until then the production
  // build refuses, naming each missing fact (`tsx scripts/runtime-files.ts production`).
  company: {
    name: 'Paris Private Transfers',
    supportEmail: '',
    phoneE164: '',
    whatsappE164: '',
    postalAddress: [],
    siret: '',
    vatNumber: '',
    siteOrigin: 'https://rides-paris.web.app',
    social: { instagram: '', facebook: '', linkedin: '' },
    demo: false,
  },
  shell: 'https://rides-paris.web.app',
  remotes: {
    public: 'https://rides-paris-public.web.app',
    customer: 'https://rides-paris-customer.web.app',
    driver: 'https://rides-paris-driver.web.app',
    partner: 'https://rides-paris-partner.web.app',
    admin: 'https://rides-paris-admin.web.app',
  },
  backend: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    `https://${REGION}-rides-paris.cloudfunctions.net`,
    // Web push (issue [M] 3): the device's Cloud Messaging token (firebase/messaging getToken).
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
  ],
  sites: {
    shell: 'rides-paris',
    public: 'rides-paris-public',
    customer: 'rides-paris-customer',
    driver: 'rides-paris-driver',
    partner: 'rides-paris-partner',
    admin: 'rides-paris-admin',
  },
};

/** The environments that are built and deployed (Hosting targets, run-time files, config checks). */
export const ENVIRONMENTS: Record<string, EnvironmentDef> = { local: LOCAL, production: PRODUCTION };

/**
 * `pnpm bench:api --target prod` only (scripts/bench/prod-target.ts): the rules of an environment other
 * than local (every secret required, no payment sandbox, no local flight board or push twin) on this
 * machine, with sample facts that are not the demo's (production's own are not known yet, and a
 * production instance refuses to start without them). The functions' config knows it (RIDES_ENV=bench)
 * and refuses it on Cloud Functions; nothing deploys it, so it is not in ENVIRONMENTS.
 */
export const BENCH: EnvironmentDef = {
  ...PRODUCTION,
  name: 'bench',
  company: { ...DEMO_COMPANY, demo: false },
};
