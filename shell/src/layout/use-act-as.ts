import { useCallback } from 'react';
import { useNavigate } from '@rides/platform/router';
import type { Role } from '@rides/contracts/roles';
import { homePathFor } from '@rides/domain/roles';
import { actAs } from '../auth/acting-role';

/** The account menu's "Act as": switches the role (auth/acting-role.ts), then opens its home. */
export function useActAs(): (role: Role) => void {
  const navigate = useNavigate();
  return useCallback(
    (role: Role) => {
      if (actAs(role)) navigate(homePathFor(role));
    },
    [navigate],
  );
}
