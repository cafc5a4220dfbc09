/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { LOCAL_PLACE_ID_SECRET } from '../../../config-local';
import { placeById } from '../../search';
import { placeFromSignedId, signedAddressPlace } from '../signed-address-id';

const SECRET = 'test-secret';
const rivoli = { name: '12 Rue de Rivoli', detail: '75004 Paris', lat: 48.855798, lon: 2.357512 };

describe('signed ids of geocoded addresses', () => {
  it('round-trips: the id carries the coordinates, name and detail, and whether it is in Paris', () => {
    const place = signedAddressPlace(rivoli, SECRET)!;
    expect(place).toMatchObject({ kind: 'address', name: '12 Rue de Rivoli', detail: '75004 Paris', lat: 48.8558, lon: 2.35751, inParis: true });
    expect(placeFromSignedId(place.id, SECRET)).toEqual(place);
    const outside = signedAddressPlace({ name: '1 Place de la Défense', detail: '92800 Puteaux', lat: 48.8921, lon: 2.2383 }, SECRET)!;
    expect(placeFromSignedId(outside.id, SECRET)).toMatchObject({ inParis: false });
  });

  it('keeps any text: accents, colons, plus signs, Chinese', () => {
    for (const name of ["3 Allée de l'Église", '5 Rue du 8 Mai 1945: bât. B', '2+2 Rue X', '北京路 1 号']) {
      const place = signedAddressPlace({ ...rivoli, name }, SECRET)!;
      expect(placeFromSignedId(place.id, SECRET)?.name).toBe(name);
    }
  });

  it('refuses a tampered id: moved, renamed, moved into Paris, re-signed with another key', () => {
    const { id } = signedAddressPlace(rivoli, SECRET)!;
    const tampered = [
      id.replace('48.85580', '48.85581'),
      id.replace('2.35751', '2.45751'),
      id.replace('12+Rue', '14+Rue'),
      id.replace('75004+Paris', '75008+Paris'),
      `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`,
      id.slice(0, -1),
      `${id}A`,
      signedAddressPlace(rivoli, 'another-secret')!.id,
    ];
    for (const t of tampered) expect({ t, place: placeFromSignedId(t, SECRET) }).toEqual({ t, place: null });
    // An address in the suburbs cannot become a Paris one (the airport fare) by editing its detail.
    const suburb = signedAddressPlace({ ...rivoli, detail: '94000 Créteil' }, SECRET)!;
    expect(placeFromSignedId(suburb.id.replace('94000+Cr', '75000+Cr'), SECRET)).toBeNull();
  });

  it('refuses malformed ids', () => {
    for (const id of ['geo:', 'geo:x', 'geo:48.85580,2.35751', 'geo:48.8558,2.35751:a:b:sig', 'address:paris-04:x', `geo:${'9'.repeat(300)}`]) {
      expect({ id, place: placeFromSignedId(id, SECRET) }).toEqual({ id, place: null });
    }
    // Well signed, but not what a geocoder gives: three fields, coordinates with 5 decimals in range.
    const forge = (body: string) => `${body}:${createHmac('sha256', SECRET).update(`places.geocoded-address.v1\n${body}`).digest('base64url').slice(0, 22)}`;
    expect(placeFromSignedId(forge('geo:48.85580,2.35751:12+Rue:75004+Paris'), SECRET)).not.toBeNull();
    for (const body of ['geo:98.85580,2.35751:a:b', 'geo:48.8558,2.35751:a:b', 'geo:48.85580,2.35751,1.00000:a:b', 'geo:48.85580,2.35751:a', 'geo:48.85580,2.35751::b', 'geo:48.85580,2.35751:%E0%A4%A:b']) {
      expect({ body, place: placeFromSignedId(forge(body), SECRET) }).toEqual({ body, place: null });
    }
  });

  it('never throws on a lone surrogate in what a geocoder answered: it is replaced, and the id round-trips', () => {
    const place = signedAddressPlace({ ...rivoli, name: '12 Rue de Rivoli \uD800', detail: '\uDC00 75004 Paris' }, SECRET)!;
    expect(place).toMatchObject({ name: '12 Rue de Rivoli \uFFFD', detail: '\uFFFD 75004 Paris', inParis: false });
    expect(placeFromSignedId(place.id, SECRET)).toEqual(place);
  });

  it('does not offer an address whose id would be longer than a place id', () => {
    expect(signedAddressPlace({ ...rivoli, name: 'é'.repeat(40) }, SECRET)).toBeNull();
    expect(signedAddressPlace({ ...rivoli, name: 'x'.repeat(80) }, SECRET)!.id.length).toBeLessThanOrEqual(200);
  });

  it('is what placeById reads, under the configured secret only', () => {
    const place = signedAddressPlace(rivoli, LOCAL_PLACE_ID_SECRET)!;
    expect(placeById(place.id, 'en')).toEqual(place);
    expect(placeById(signedAddressPlace(rivoli, SECRET)!.id, 'en')).toBeNull();
  });
});
