import { previewDriverBroadcast } from '@rides/contracts/messaging';
import { useOperationMutation } from '@rides/platform/query';

/**
 * Who a broadcast would reach and the message as drivers will read it (previewDriverBroadcast). Asked
 * for on demand, for the text as typed, so it is a mutation: nothing is cached or refetched by itself.
 */
export const usePreviewBroadcast = () => useOperationMutation(previewDriverBroadcast);
