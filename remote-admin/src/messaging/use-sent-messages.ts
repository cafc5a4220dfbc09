import { listSentMessages } from '@rides/contracts/messaging';
import { useOperationQuery } from '@rides/platform/query';

/** The latest sends, newest first (listSentMessages), of one purpose (`test`, `broadcast`) or all. */
export const useSentMessages = (purpose?: string, limit = 20) => useOperationQuery(listSentMessages, purpose ? { purpose, limit } : { limit });
