// What the functions' index.ts wires from the mail module (index.ts only re-exports triggers):
//   export { dispatchOutbox } from './mail/index-wiring';
// kickOutbox is for code that queued mail (createBooking, the payment webhook, decideApplication), not a trigger.
export { kickOutbox } from './outbox-dispatch';
export { dispatchOutbox } from './outbox-dispatch.http';
