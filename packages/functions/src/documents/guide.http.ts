import { onRequest } from 'firebase-functions/v2/https';
import * as logs from './logs';
import type { Language } from '@rides/contracts/language-codes';
import { config } from '../config';
import { guideLanguage, renderGuidePdf } from './guide-pdf';

/** The request as the functions runtime (express) gives it; only what is used. */
export interface GuideRequest {
  method: string;
  query: Record<string, unknown>;
}

export interface GuideAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** One day: the guide changes with a deploy of its content, not from one visit to the next. */
const CACHE = 'public, max-age=86400';
const ALLOW = 'GET, HEAD';

const one = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');

/**
 * Each language's PDF, made once per instance: the same for every visitor (no personal data), and a
 * Chinese one costs about a second of font subsetting.
 */
const made = new Map<Language, Promise<Uint8Array>>();
function guidePdf(lng: Language, now: () => Date): Promise<Uint8Array> {
  let pdf = made.get(lng);
  if (!pdf) {
    pdf = renderGuidePdf(lng, now());
    made.set(lng, pdf);
    pdf.catch(() => made.delete(lng)); // a failure is not kept: the next request tries again
  }
  return pdf;
}

/**
 * GET|HEAD ?lang=fr: the free local guide as a PDF attachment in that language (en for a missing or
 * unknown one). Public, cached by browsers and CDNs for a day.
 */
export async function answerGuideRequest(req: GuideRequest, now: () => Date = () => new Date()): Promise<GuideAnswer> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return { status: 405, headers: { Allow: ALLOW, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body: 'Method not allowed' };
  }
  const lng = guideLanguage(one(req.query.lang).toLowerCase());
  const pdf = await guidePdf(lng, now);
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="paris-arrival-guide-${lng}.pdf"`,
      'Content-Language': lng,
      'Cache-Control': CACHE,
      'X-Content-Type-Options': 'nosniff',
    },
    body: pdf,
  };
}

/** The localGuide HTTP function: linked from the home page and the booking outcome (remote-public/src/home/guide-offer.tsx). */
export const localGuide = onRequest(
  // The Chinese font is 10 MB: parsing and subsetting it wants more than the default 256 MiB (as bookingDocument).
  { region: config().region, invoker: 'public', maxInstances: 10, memory: '512MiB', timeoutSeconds: 60 },
  async (req, res) => {
    try {
      const answer = await answerGuideRequest(req);
      // HEAD: the runtime sends the headers and drops the body.
      res.status(answer.status).set(answer.headers).send(typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body));
    } catch (e) {
      logs.localGuideFailed(e);
      res.status(500).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send('Something went wrong. Please try again.');
    }
  },
);
