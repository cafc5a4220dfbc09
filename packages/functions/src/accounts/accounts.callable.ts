import { changePassword, getMyAccount, signUp as signUpOp, submitApplication, updateProfile } from '@rides/contracts/account';
import { requestPasswordReset } from '@rides/contracts/sign-in';
import { callable } from '../http/callable';
import { kickOutbox } from '../mail/outbox-dispatch';
import { db } from '../db/db';
import { firebaseClaims } from '../roles/claims';
import { identityToolkit, mintToken } from '../auth/password-check';
import { requestFacts } from '../http/request-facts';
import { firebaseIdentity } from './identity';
import { signUp } from './sign-up.service';
import { firebaseResetLink, requestReset } from './password-reset';
import { applyFor, changeAccountPassword, getAccount, updateAccount } from './account.service';

const deps = () => ({ db: db(), identity: firebaseIdentity, claims: firebaseClaims });

export const signUpCallable = callable(signUpOp, 'public', async (input, { rawRequest }) => {
  const out = await signUp(deps(), input, requestFacts(rawRequest));
  if (out.verificationSent) void kickOutbox(); // the verification e-mail now, not at the next dispatch
  return out;
});

export const getMyAccountCallable = callable(getMyAccount, 'signedIn', (_input, { caller }) => getAccount(deps(), caller!));

export const updateProfileCallable = callable(updateProfile, 'signedIn', (input, { caller }) => updateAccount(deps(), caller!, input));

export const submitApplicationCallable = callable(submitApplication, 'signedIn', (input, { caller }) => applyFor(deps(), caller!, input));

export const changePasswordCallable = callable(changePassword, 'signedIn', (input, { caller, rawRequest }) =>
  changeAccountPassword({ ...deps(), passwords: identityToolkit, mint: mintToken }, caller!, input, requestFacts(rawRequest).sourceIp),
);

export const requestPasswordResetCallable = callable(requestPasswordReset, 'public', (input) =>
  requestReset({ db: db(), resetLink: firebaseResetLink, now: new Date(), afterCommit: () => void kickOutbox() }, input),
);
