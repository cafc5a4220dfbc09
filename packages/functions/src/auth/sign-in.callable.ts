import { signIn } from '@rides/contracts/sign-in';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { identityToolkit, mintToken } from './password-check';
import { signInWithPassword } from './sign-in.service';

export const signInCallable = callable(signIn, 'public', (input, { rawRequest }) =>
  signInWithPassword({ db: db(), passwords: identityToolkit, mint: mintToken }, input, {
    sourceIp: rawRequest.ip ?? null,
    userAgent: String(rawRequest.headers['user-agent'] ?? '').slice(0, 512),
    pageUrl: String(rawRequest.headers.referer ?? '').slice(0, 2048),
  }),
);
