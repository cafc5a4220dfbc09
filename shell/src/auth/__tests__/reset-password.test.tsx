import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import common from '@rides/i18n/locales/en/common.json';
import { getBackend } from '@rides/platform/api';
import { renderAt } from '@rides/test-utils/render';
import AccountActionPage from '../reset-password-page';

jest.mock('@rides/platform/api', () => ({ getBackend: jest.fn() }));
jest.mock('@rides/ui/toaster', () => ({ notify: jest.fn() }));
const r = common.auth.reset;
let release = (_email: string) => undefined as void;
const backend = {
  verifyResetCode: jest.fn(() => new Promise<string>((resolve) => (release = resolve))),
  confirmPasswordReset: jest.fn(async () => undefined),
};
(getBackend as jest.Mock).mockResolvedValue(backend);

const password = (name: string) => screen.getByLabelText(name, { selector: 'input' });

it('checks the link while saying so, then asks for the new password twice before saving it', async () => {
  renderAt('/reset-password?oobCode=code-1', [{ path: '/reset-password', element: <AccountActionPage /> }]);
  expect(screen.getByText(common.remote.loading).closest('[role="status"]')).toBeInTheDocument();
  await waitFor(() => expect(backend.verifyResetCode).toHaveBeenCalledWith('code-1'));
  release('ada@example.com');
  expect(await screen.findByText(r.for.replace('{{email}}', 'ada@example.com'))).toBeInTheDocument();

  const save = () => userEvent.click(screen.getByRole('button', { name: r.submit }));
  await userEvent.type(password(r.newPassword), 'short');
  await userEvent.type(password(r.confirmPassword), 'other');
  await save();
  expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
  expect(screen.queryByText(r.mismatch)).toBeNull();

  await userEvent.type(password(r.newPassword), '-but-long');
  await save();
  expect(await screen.findByText(r.mismatch)).toBeInTheDocument();
  expect(password(r.newPassword)).toHaveValue('short-but-long');
  expect(backend.confirmPasswordReset).not.toHaveBeenCalled();

  await userEvent.clear(password(r.confirmPassword));
  await userEvent.type(password(r.confirmPassword), 'short-but-long');
  await save();
  await waitFor(() => expect(backend.confirmPasswordReset).toHaveBeenCalledWith('code-1', 'short-but-long'));
  expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
});
