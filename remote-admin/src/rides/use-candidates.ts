import { listCandidateDrivers, type Candidate } from '@rides/contracts/rides';
import { useOperationQuery } from '@rides/platform/query';

/** Fitting drivers first; otherwise the server's rank (requested, language, fewest rides that day) is kept. */
const fittingFirst = ({ candidates }: { candidates: Candidate[] }): Candidate[] =>
  candidates.map((c, i) => ({ c, i })).sort((a, b) => Number(a.c.problems.length > 0) - Number(b.c.problems.length > 0) || a.i - b.i).map((x) => x.c);

/** The approved drivers for one ride, ranked (listCandidateDrivers); those that do not fit say why. */
export function useCandidates(rideId: string) {
  return useOperationQuery(listCandidateDrivers, { rideId }, { select: fittingFirst });
}
