// What the volume seed (volume.ts) draws from: names, e-mail domains, partners, cars, airlines and
// the catalogue's places as booking rows store them.
import { CATALOGUE } from '../../packages/functions/src/places/catalogue';

/** A SQL text array literal of fixed, quote-free words (`(array['a','b'])`), for picking one by index. */
export const sqlTextArray = (values: readonly string[]): string => `(array[${values.map((v) => `'${v}'`).join(',')}])`;

export const FIRST = [
  'Jean', 'Marie', 'Pierre', 'Sophie', 'Louis', 'Camille', 'Nicolas', 'Julie', 'Antoine', 'Élodie', 'François', 'Chloé', 'Hugo', 'Léa', 'Théo',
  'Manon', 'Mathieu', 'Inès', 'Olivier', 'Amélie', 'James', 'Emily', 'Oliver', 'Charlotte', 'William', 'Olivia', 'Jack', 'Amelia', 'Michael', 'Sarah',
  'David', 'Jennifer', 'Robert', 'Jessica', 'Daniel', 'Ashley', 'Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Sofia',
  'Carlos', 'Lucía', 'Javier', 'Carmen', 'Pablo', 'Isabel', 'Diego', 'Elena', 'Wei', 'Fang', 'Jing', 'Min', 'Lei', 'Xiu', 'Hao', 'Yan', 'Lukas',
  'Anna', 'Felix', 'Lena', 'Youssef', 'Fatima', 'Omar', 'Aïcha', 'Hiroshi', 'Yuki', 'João', 'Beatriz', 'Ahmed', 'Priya', 'Arjun', 'Noah', 'Emma',
];
export const LAST = [
  'Dupont', 'Dupond', 'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent',
  'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier', 'Blanc', 'Guérin',
  'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Rousseau',
  'Mathieu', 'Masson', 'Marchand', 'Duval', 'Denis', 'Dumont', 'Lemaire', 'Noël', 'Meyer', 'Dufour', 'Meunier', 'Brun', 'Blanchard', 'Giraud',
  'Joly', 'Rivière', 'Lucas', 'Brunet', 'Gaillard', 'Barbier', 'Arnaud', 'Roche', 'Renard', 'Schmitt', 'Colin', 'Vidal', 'Caron', 'Picard',
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Anderson', 'Clarke', 'Walker', 'Wright', 'Hughes',
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'García', 'Fernández', 'López',
  'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Müller',
  'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Nguyen', 'Tran', 'Kim', 'Park', 'Tanaka', 'Sato', 'Silva', 'Santos', 'Costa', 'Haddad',
  'Benali', 'Khan', 'Patel', 'Sharma', 'Cohen', 'Levy', "O'Brien", 'Le Gall', 'Da Silva', 'Van Dijk',
];
export const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example', 'post.example', 'inbox.example', 'example.fr', 'example.co.uk'];
export const PARTNERS = [
  'hotel-lutetia', 'le-bristol', 'ritz-paris', 'plaza-athenee', 'shangri-la-paris', 'pullman-tour-eiffel', 'novotel-gare-de-lyon',
  'voyages-lumiere', 'paris-events-co', 'concierge-plus',
];
export const SEDANS = ['Mercedes-Benz|E-Class', 'BMW|5 Series', 'Toyota|Camry Hybrid', 'Tesla|Model 3', 'Škoda|Superb', 'Peugeot|508', 'Mercedes-Benz|C-Class'];
export const VANS = ['Mercedes-Benz|V-Class', 'Volkswagen|Multivan', 'Renault|Trafic', 'Peugeot|Traveller', 'Ford|Tourneo Custom'];
export const COLOURS = ['Black', 'Black', 'Black', 'Dark grey', 'Silver', 'White', 'Dark blue'];
export const AIRLINES = ['AF', 'BA', 'DL', 'UA', 'AA', 'AZ', 'IB', 'CA', 'MU', 'EK', 'LH', 'KL', 'U2', 'VY', 'QR'];

/** The catalogue as booking rows store places (Place of @rides/contracts/places, in English): airports first. */
export function places(): { list: object[]; airports: number } {
  const toPlace = (p: (typeof CATALOGUE)[number]) => ({
    id: p.id,
    kind: p.kind,
    name: p.names.en,
    detail: p.detail,
    lat: p.lat,
    lon: p.lon,
    inParis: p.inParis,
    ...(p.airport ? { airport: p.airport } : {}),
  });
  const airports = CATALOGUE.filter((p) => p.kind === 'airport').map(toPlace);
  const others = CATALOGUE.filter((p) => p.kind !== 'airport').map(toPlace);
  return { list: [...airports, ...others], airports: airports.length };
}
