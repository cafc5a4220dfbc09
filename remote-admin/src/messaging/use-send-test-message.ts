import { listSentMessages, sendTestMessage } from '@rides/contracts/messaging';
import { useOperationMutation } from '@rides/platform/query';

/** One test message to one recipient (sendTestMessage); the latest sends are read again after it. */
export const useSendTestMessage = () => useOperationMutation(sendTestMessage, { invalidates: [listSentMessages] });
