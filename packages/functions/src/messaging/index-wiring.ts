// What the functions' index.ts wires from the messaging module (index.ts only re-exports triggers):
//   export { messagingStatus } from './messaging/index-wiring';
// enqueueRideMessages (ride-messages.ts) is for the ride service, in the transaction of the ride event.
export { messagingStatus } from './status-callback.http';
