/**
 * A rough outline of the city of Paris (the twenty arrondissements, the Bois de Boulogne and the Bois
 * de Vincennes included), clockwise from Porte Maillot, [lat, lon], to a few hundred metres: the
 * Boulevard Périphérique's portes, the edges of the two woods, the Seine where it enters and leaves.
 * For tests only: a place closer to this line than its precision is not judged by it.
 */
export const PARIS_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [48.8785, 2.2795], // Porte Maillot
  [48.8857, 2.289], // Porte de Champerret
  [48.89, 2.3005], // Porte d'Asnières
  [48.895, 2.313], // Porte de Clichy
  [48.9005, 2.329], // Porte de Saint-Ouen
  [48.9015, 2.344], // Porte de Clignancourt
  [48.902, 2.36], // Porte de la Chapelle
  [48.902, 2.37], // Porte d'Aubervilliers
  [48.8985, 2.388], // Porte de la Villette
  [48.8975, 2.3965], // round the Parc de la Villette
  [48.8895, 2.399], // Porte de Pantin
  [48.879, 2.408], // Porte des Lilas
  [48.865, 2.413], // Porte de Bagnolet
  [48.8535, 2.414], // Porte de Montreuil
  [48.847, 2.415], // Porte de Vincennes
  [48.8432, 2.422], // Saint-Mandé, north edge of the Bois de Vincennes
  [48.841, 2.433], // Vincennes (the château stays outside)
  [48.8395, 2.443],
  [48.84, 2.455], // Fontenay-sous-Bois
  [48.835, 2.4699], // eastern tip
  [48.829, 2.468],
  [48.823, 2.464], // Joinville-le-Pont
  [48.818, 2.456],
  [48.8215, 2.438], // Saint-Maurice
  [48.826, 2.419],
  [48.828, 2.406], // Porte de Charenton
  [48.8265, 2.3905], // the Seine upstream
  [48.8232, 2.383],
  [48.8215, 2.3695], // Porte d'Ivry
  [48.8195, 2.361], // Porte d'Italie
  [48.816, 2.345], // Porte de Gentilly, the southernmost point
  [48.8185, 2.33], // Porte d'Orléans
  [48.8245, 2.308], // Porte de Vanves
  [48.8285, 2.29], // Porte de Versailles
  [48.832, 2.273], // Issy-les-Moulineaux
  [48.836, 2.2625], // the Seine downstream
  [48.8375, 2.256], // Porte de Saint-Cloud
  [48.844, 2.248], // Boulogne-Billancourt, south edge of the Bois de Boulogne
  [48.846, 2.236],
  [48.8455, 2.2262], // the Seine
  [48.856, 2.2241], // Longchamp, the westernmost point
  [48.865, 2.228],
  [48.872, 2.229], // Pont de Suresnes
  [48.879, 2.247], // Pont de Puteaux
  [48.88, 2.256], // Neuilly-sur-Seine, north edge of the Bois de Boulogne
  [48.8808, 2.265],
  [48.8795, 2.276],
];

/** Whether a point is inside the outline (ray casting on lat/lon, fine at this scale). */
export function insideParisOutline(lat: number, lon: number): boolean {
  let inside = false;
  for (let i = 0, j = PARIS_OUTLINE.length - 1; i < PARIS_OUTLINE.length; j = i++) {
    const [ai, oi] = PARIS_OUTLINE[i]!;
    const [aj, oj] = PARIS_OUTLINE[j]!;
    if (oi > lon !== oj > lon && lat < ((aj - ai) * (lon - oi)) / (oj - oi) + ai) inside = !inside;
  }
  return inside;
}

const METRES_PER_DEGREE_LAT = 111_320;
const METRES_PER_DEGREE_LON = METRES_PER_DEGREE_LAT * Math.cos((48.86 * Math.PI) / 180);

/** Distance in metres from a point to the outline (to its nearest segment). */
export function metresToParisOutline(lat: number, lon: number): number {
  const y = lat * METRES_PER_DEGREE_LAT;
  const x = lon * METRES_PER_DEGREE_LON;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = PARIS_OUTLINE.length - 1; i < PARIS_OUTLINE.length; j = i++) {
    const [ay, ax] = [PARIS_OUTLINE[j]![0] * METRES_PER_DEGREE_LAT, PARIS_OUTLINE[j]![1] * METRES_PER_DEGREE_LON];
    const [by, bx] = [PARIS_OUTLINE[i]![0] * METRES_PER_DEGREE_LAT, PARIS_OUTLINE[i]![1] * METRES_PER_DEGREE_LON];
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
    best = Math.min(best, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
  }
  return best;
}
