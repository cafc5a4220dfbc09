-- Prices (issue C, SPEC 9): the tariff is data. One row per version; `data` is the whole tariff in
-- integer euro cents, validated by the app with tariffSchema (@rides/contracts/pricing) when read.
-- Exactly one version is active. A new tariff is a new row, activated in the same transaction that
-- deactivates the old one; old rows stay, so a booking can say which version priced it.
-- No column depends on the date or time of a trip: no surge.
create table tariffs (
  version     integer primary key check (version > 0),
  data        jsonb not null check (jsonb_typeof(data) = 'object'),
  active      boolean not null default false,
  created_at  timestamptz not null default now()
);
create unique index tariffs_one_active_key on tariffs (active) where active;

-- The default tariff (amounts and reasons: packages/functions/src/pricing/TARIFF.md). Sedan airport
-- fares are SPEC 9's own: CDG 75, Orly 65, Beauvais 200 EUR; short band up to 10 km.
insert into tariffs (version, active, data) values (1, true, $tariff$
{
  "currency": "EUR",
  "airportFares": {
    "CDG": { "sedan": 7500, "van": 9500 },
    "ORY": { "sedan": 6500, "van": 8500 },
    "BVA": { "sedan": 20000, "van": 25000 }
  },
  "distance": {
    "shortMaxKm": 10,
    "sedan": { "shortFlatCents": 3500, "longBaseCents": 2000, "longPerKmCents": 200 },
    "van": { "shortFlatCents": 4500, "longBaseCents": 2500, "longPerKmCents": 250 }
  },
  "extras": { "child-seat": 1000, "booster-seat": 500, "extra-stop": 1500, "pet": 1000 },
  "capacity": {
    "sedan": { "passengers": 3, "luggage": 3, "childSeats": 2 },
    "van": { "passengers": 7, "luggage": 7, "childSeats": 4 }
  }
}
$tariff$::jsonb);
