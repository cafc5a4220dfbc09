import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@rides/contracts/account';
import { callApi, getBackend } from '@rides/platform/api';
import { BackendError } from '@rides/platform/backend';
import { i18n, renderAt } from '@rides/test-utils/render';
import account from '../../locales/en.json';
import { ChangePasswordForm } from '../change-password-form';
import { ProfileForm } from '../profile-form';

i18n.addResourceBundle('en', 'account', account);
jest.mock('@rides/platform/api', () => ({ callApi: jest.fn(), getBackend: jest.fn() }));
jest.mock('@rides/ui/toaster', () => ({ notify: jest.fn() }));
const api = callApi as jest.Mock;
const signInWithToken = jest.fn(async () => undefined);

beforeEach(() => {
  api.mockReset();
  (getBackend as jest.Mock).mockResolvedValue({ signInWithToken });
});

const e = account.errors;
const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('change password', () => {
  const change = () => userEvent.click(screen.getByRole('button', { name: account.password.submit }));

  it('says what is wrong next to each field, the repeat only once the new one is right, sends nothing, and focuses the first', async () => {
    renderAt('/', [{ path: '/', element: <ChangePasswordForm /> }]);
    await userEvent.type(password(/^Repeat the new password/), 'x');
    await change();
    expect(await screen.findByText(e.currentPassword)).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByText(e.mismatch)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(e.checkFields);
    await waitFor(() => expect(password(/^Current password/)).toHaveFocus());

    await userEvent.type(password(/^New password/), 'Strong-pass-1');
    await change();
    expect(await screen.findByText(e.mismatch)).toBeInTheDocument();
    expect(screen.getByText(e.currentPassword)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('puts a wrong current password on its field and keeps what was typed; once changed, empties the form', async () => {
    api.mockRejectedValueOnce(new BackendError('permission-denied', 'errors.permission-denied', { reason: 'wrong-password' }));
    renderAt('/', [{ path: '/', element: <ChangePasswordForm /> }]);
    await userEvent.type(password(/^Current password/), 'old-pass-1');
    await userEvent.type(password(/^New password/), 'Strong-pass-1');
    await userEvent.type(password(/^Repeat the new password/), 'Strong-pass-1');
    await change();
    expect(await screen.findByRole('alert')).toHaveTextContent(e.wrongPassword);
    expect(password(/^Current password/)).toHaveAccessibleErrorMessage(e.wrongPassword);
    await waitFor(() => expect(password(/^Current password/)).toHaveFocus());
    expect(password(/^New password/)).toHaveValue('Strong-pass-1');
    expect(api.mock.calls[0]![1]).toEqual({ currentPassword: 'old-pass-1', newPassword: 'Strong-pass-1' });

    api.mockResolvedValueOnce({ token: 'fresh' });
    await change();
    await waitFor(() => expect(signInWithToken).toHaveBeenCalledWith('fresh'));
    await waitFor(() => expect(password(/^Current password/)).toHaveValue(''));
    expect(password(/^New password/)).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('profile', () => {
  const me: Account = { email: 'ada@example.com', fullName: 'Ada Lovelace', phone: null, language: 'fr', applications: [] };
  const save = () => userEvent.click(screen.getByRole('button', { name: account.profile.save }));

  it('checks with the server’s schema, then sends what was typed and shows the phone as the server keeps it', async () => {
    const onSaved = jest.fn();
    renderAt('/', [{ path: '/', element: <ProfileForm account={me} onSaved={onSaved} /> }]);
    const phone = screen.getByRole('textbox', { name: /Mobile phone/ });
    await userEvent.type(phone, '12');
    await save();
    expect(await screen.findByText(e.phone)).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(api).not.toHaveBeenCalled();

    api.mockResolvedValueOnce({ ...me, phone: '+33612345678' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '06 12 34 56 78');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.mock.calls[0]![1]).toEqual({ fullName: 'Ada Lovelace', phone: '06 12 34 56 78', language: 'fr' });
    await waitFor(() => expect(phone).toHaveValue('+33612345678'));
    expect(screen.queryByText(e.phone)).toBeNull();
  });
});
