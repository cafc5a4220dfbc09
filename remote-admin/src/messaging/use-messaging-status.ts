import { getMessagingStatus } from '@rides/contracts/messaging';
import { useOperationQuery } from '@rides/platform/query';

/** Which provider each channel uses and whether it is configured (getMessagingStatus); never a secret. */
export const useMessagingStatus = () => useOperationQuery(getMessagingStatus, {});
