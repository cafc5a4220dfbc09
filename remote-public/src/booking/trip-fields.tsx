import { useTranslation } from 'react-i18next';
import { formatMoney } from '@rides/i18n/format';
import type { BookingDraft } from './draft';
import { ExtrasFields } from './extras-fields';
import { PartyFields } from './party-fields';
import { PickupFields } from './pickup-fields';
import { PlaceField } from './place-field';
import type { FieldErrors, FieldKey, Problem } from './problems';
import { useProblemText } from './problem-text';
import type { Pricing } from './use-pricing';
import { VehicleField } from './vehicle-field';

interface Props {
  draft: BookingDraft;
  change: (patch: Partial<BookingDraft>) => void;
  pricing: Pricing;
  errors: FieldErrors;
}

/**
 * What makes the trip and its price: where from and to, when (Paris time), the party, the vehicle and
 * the extras. The booking form and a booking's Modify both use these fields over a draft, so a trip is
 * typed, checked and priced the same way whether it is booked or changed.
 */
export function TripFields({ draft, change, pricing, errors }: Props) {
  const { t, i18n } = useTranslation('public');
  const text = useProblemText();
  const { rules, tariff, price } = pricing;

  // The party that does not fit, live as the counts change (the same rule as on Continue).
  const live: [FieldKey, Problem] | null = price?.kind === 'refused' && rules ? rules.capacityProblem(price.problem, tariff) : null;
  const shown = (field: FieldKey) => text(errors[field] ?? (live?.[0] === field ? live[1] : undefined));
  const suggestVan = price?.kind === 'refused' && price.problem.suggestedVehicle === 'van';

  return (
    <>
      <PlaceField
        name="from"
        label={t('booking.from.label')}
        hint={t('booking.from.hint')}
        value={draft.from}
        text={draft.fromText}
        onText={(fromText) => change({ fromText, ...(draft.from && fromText !== draft.from.name ? { from: null } : {}) })}
        onPick={(from) => change({ from, fromText: from.name })}
        error={shown('from')}
      />
      <PlaceField
        name="to"
        label={t('booking.to.label')}
        hint={t('booking.to.hint')}
        value={draft.to}
        text={draft.toText}
        onText={(toText) => change({ toText, ...(draft.to && toText !== draft.to.name ? { to: null } : {}) })}
        onPick={(to) => change({ to, toText: to.name })}
        error={shown('to')}
      />
      <PickupFields date={draft.pickupDate} time={draft.pickupTime} onChange={change} rules={rules} dateError={shown('pickupDate')} timeError={shown('pickupTime')} />
      <PartyFields draft={draft} update={change} passengersError={shown('passengers')} luggageError={shown('luggage')} />
      <VehicleField
        value={draft.vehicle}
        onChange={(vehicle) => change({ vehicle })}
        tariff={tariff}
        problem={shown('vehicle')}
        suggestVan={suggestVan || errors.vehicle?.key === 'capacityVan'}
        vanPrice={pricing.vanPrice ? formatMoney(pricing.vanPrice.totalCents, i18n.language) : undefined}
      />
      <ExtrasFields draft={draft} update={change} tariff={tariff} seatsError={shown('seats')} extrasError={shown('extras')} />
    </>
  );
}
