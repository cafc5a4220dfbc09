import type { Language } from '@rides/contracts/languages';
import { textsFor } from '../../i18n/server-i18n';
import { render, type MailDoc, type RenderedMail } from '../../mail/templates/render';
import { driverJobDoc } from './driver-job.template';
import { placeText, timeOf, whenShort, type RideTrip } from './ride-text';

/** An applied dispatch plan's message to one driver: every new ride of the plan, in pickup order (issue [Q] 2). */
export interface DriverPlanData {
  language: Language;
  /** At least one, in pickup order. */
  trips: RideTrip[];
  driverFirstName: string | null;
  /** <SHELL_ORIGIN>/driver/scheduled */
  ridesUrl: string;
}

/** The job e-mail's sections for each ride (the ride, the traveller, payment, notes) under one heading per ride, then the link once. */
export function driverPlanDoc(d: DriverPlanData): MailDoc {
  const r = textsFor('ride-messages', d.language);
  const jobs = d.trips.map((trip) => driverJobDoc({ language: d.language, trip, driverFirstName: d.driverFirstName, variant: 'new', ridesUrl: d.ridesUrl }));
  const first = jobs[0]!;
  const sections = jobs.flatMap((job, i) => {
    const trip = d.trips[i]!;
    const [ride, ...rest] = job.sections.slice(0, -1);
    return [{ ...ride!, heading: r('plan.heading', { time: whenShort(trip.pickupAt, d.language), reference: trip.reference }) }, ...rest];
  });
  return {
    ...first,
    subject: r('plan.subject', { count: d.trips.length, when: whenShort(d.trips[0]!.pickupAt, d.language) }),
    intro: r('plan.intro'),
    highlight: undefined,
    sections: [...sections, first.sections[first.sections.length - 1]!],
  };
}

export const renderDriverPlan = (d: DriverPlanData): RenderedMail => render(driverPlanDoc(d));

/** One SMS: how many, then each ride's time, reference and route, then the link. */
export function driverPlanSms(d: DriverPlanData): string {
  const list = d.trips.map((t) => `${timeOf(t.pickupAt, d.language)} ${t.reference} ${placeText(t.from)} → ${placeText(t.to)}`).join('; ');
  return `${textsFor('ride-messages', d.language)('plan.sms', { count: d.trips.length, list })} ${d.ridesUrl}`;
}
