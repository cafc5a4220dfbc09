import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@rides/test-utils/render';
import { UiProvider } from '../provider';
import { sectionPage } from '../section-page';
import type { SignedInPerson } from '../account-card';

beforeAll(() => {
  i18n.addResourceBundle('en', 'admin', { pages: { adminBilling: { title: 'Billing', lead: 'Invoices and payouts.' } } });
});

const show = (Page: ComponentType) =>
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <Page />
      </UiProvider>
    </I18nextProvider>,
  );

describe('sectionPage (moved from @rides/platform: the session comes in from the app)', () => {
  it("shows the page's title and purpose and that more is coming, and no account without a session hook", () => {
    show(sectionPage('admin', 'adminBilling'));
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByText('Invoices and payouts.')).toBeInTheDocument();
    expect(screen.getByText('More of this page is on its way.')).toBeInTheDocument();
    expect(screen.queryByTestId('account-card')).not.toBeInTheDocument();
  });

  it('shows who is signed in, read with the hook the app passes', () => {
    const useAccount = (): SignedInPerson => ({ user: { id: 'u1', email: 'ada@example.com' }, effectiveRole: 'admin' });
    show(sectionPage('admin', 'adminBilling', useAccount));
    expect(screen.getByTestId('account-card')).toHaveTextContent('Signed in as ada@example.com');
    expect(screen.getByTestId('account-card')).toHaveTextContent('Role: Admin');
  });

  it('shows no account card when nobody is signed in', () => {
    show(sectionPage('admin', 'adminBilling', () => ({ user: null, effectiveRole: null })));
    expect(screen.queryByTestId('account-card')).not.toBeInTheDocument();
  });
});
