/**
 * Drivers' statements (issue [F], /admin/billing). The product has no driver pay rate yet, so this is
 * the product's decision, in one place: a driver keeps DRIVER_SHARE_PERCENT of the price of every ride
 * they complete, however it was paid. On a pay-the-driver ride the driver already holds the money they
 * collected; on a card ride we do. So for a month:
 *
 *   owed = driver share of all completed rides - cash the driver collected
 *
 * positive: we owe the driver; negative: the driver owes us. All amounts in integer euro cents.
 */

/** What a driver keeps of a completed ride's price, in percent (the platform keeps the rest). */
export const DRIVER_SHARE_PERCENT = 80;

/** The driver's share of `rideValueCents` (the month's completed rides), rounded once to the cent, half up. */
export function driverShareCents(rideValueCents: number): number {
  if (!Number.isInteger(rideValueCents) || rideValueCents < 0) throw new RangeError(`ride value must be whole non-negative cents, got ${rideValueCents}`);
  // Integer arithmetic: no floating-point drift on large sums.
  return Math.floor((rideValueCents * DRIVER_SHARE_PERCENT + 50) / 100);
}

export interface StatementFigures {
  /** Price of the completed card-paid rides. */
  cardValueCents: number;
  /** Price of the completed pay-the-driver rides. */
  driverValueCents: number;
  /** What the driver recorded as collected on their pay-the-driver rides. */
  cashCollectedCents: number;
}

export interface Statement extends StatementFigures {
  rideValueCents: number;
  shareCents: number;
  /** > 0: we owe the driver; < 0: the driver owes us; 0: square. */
  owedCents: number;
}

export function statementOf(f: StatementFigures): Statement {
  const rideValueCents = f.cardValueCents + f.driverValueCents;
  const shareCents = driverShareCents(rideValueCents);
  return { ...f, rideValueCents, shareCents, owedCents: shareCents - f.cashCollectedCents };
}

/** Who owes whom, from owedCents. */
export const owedDirection = (owedCents: number): 'to-driver' | 'to-us' | 'square' => (owedCents > 0 ? 'to-driver' : owedCents < 0 ? 'to-us' : 'square');
