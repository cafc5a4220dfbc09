import { listSentMessages, sendDriverBroadcast } from '@rides/contracts/messaging';
import { useOperationMutation } from '@rides/platform/query';

/** Sends a previewed broadcast (sendDriverBroadcast, with the confirmed count); the latest sends are read again. */
export const useSendBroadcast = () => useOperationMutation(sendDriverBroadcast, { invalidates: [listSentMessages] });
