import { signIn } from '@rides/contracts/sign-in';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { requestFacts } from '../http/request-facts';
import { firebaseIdentity } from '../accounts/identity';
import { identityToolkit, mintToken } from './password-check';
import { signInWithPassword } from './sign-in.service';

export const signInCallable = callable(signIn, 'public', (input, { rawRequest }) =>
  signInWithPassword({ db: db(), passwords: identityToolkit, mint: mintToken, identity: firebaseIdentity }, input, requestFacts(rawRequest)),
);
