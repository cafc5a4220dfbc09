import { getTariff as op } from '@rides/contracts/pricing';
import { callable } from '../http/callable';
import { currentTariff } from './tariff.service';

/** Public: visitors see the instant price before they sign in. Cached per instance (tariff.service.ts). */
export const getTariffCallable = callable(op, 'public', () => currentTariff());
