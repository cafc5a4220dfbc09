import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@rides/platform/router';
import { i18n, renderAt } from '@rides/test-utils/render';
import { LanguageSwitcher } from '../language-switcher';

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}
const page = (path: string) => ({
  path,
  element: (
    <>
      <LanguageSwitcher />
      <Where />
    </>
  ),
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.clear();
});

it('writes the chosen language into the address, keeping the other parameters; English removes it', async () => {
  const user = userEvent.setup();
  renderAt('/signup?as=customer', [page('/signup')]);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/signup?as=customer&lang=fr'));
  expect(i18n.language).toBe('fr');
  expect(localStorage.getItem('rides.lang')).toBe('fr');

  await user.selectOptions(screen.getByRole('combobox'), 'en');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/signup\?as=customer$/));
  expect(i18n.language).toBe('en');
});
