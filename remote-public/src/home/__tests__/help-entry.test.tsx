import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@rides/platform/router';
import { company, whatsappLink } from '@rides/domain/company';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../../locales/en.json';
import { HelpEntry } from '../help-entry';

i18n.addResourceBundle('en', 'public', en, true, true);

/** The address as the router has it: the shell opens its help dialog when the hash is #help. */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="where">{`${pathname}${search}${hash}`}</div>;
}

it('offers the assistant (the #help address the shell opens its dialog on), e-mail and WhatsApp', async () => {
  const user = userEvent.setup();
  renderAt('/?lang=fr', [
    {
      path: '/',
      element: (
        <>
          <HelpEntry />
          <Where />
        </>
      ),
    },
  ]);
  const section = screen.getByRole('region', { name: 'Need help?' });
  expect(within(section).getByRole('heading', { level: 2, name: 'Need help?' })).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', `mailto:${company().supportEmail}`);
  const whatsapp = within(section).getByRole('link', { name: 'WhatsApp us (opens in a new tab)' });
  expect(whatsapp).toHaveAttribute('href', whatsappLink());
  expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

  const ask = within(section).getByRole('link', { name: 'Ask the assistant' });
  expect(ask).toHaveAttribute('href', '/?lang=fr#help');
  await user.click(ask);
  // Same page, same language in the address; only the hash is added.
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/?lang=fr#help'));
});
