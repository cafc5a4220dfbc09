import { tariffQuery } from '../rules/instant-price';
import { TARIFF_KEY } from '../use-pricing';

it('the booking form reads the tariff under the key the rules fetch it with', () => {
  expect(tariffQuery().queryKey).toEqual(TARIFF_KEY);
});
