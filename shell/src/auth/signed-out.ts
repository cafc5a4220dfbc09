import type { SessionState } from '@rides/platform/session';

export const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, roles: [], effectiveRole: null };
