// Wiring only: each callable lives in its domain module. Names are the contracts' operation names.
// First: the deploy-time parameters and the global options every function below is defined with.
import './params';
export { getMyRolesCallable as getMyRoles } from './roles/roles.callable';
export { logSecurityEventCallable as logSecurityEvent, securityHeadersCallable as securityHeaders } from './security/security.callable';
export { signInCallable as signIn } from './auth/sign-in.callable';
export { endSessionCallable as endSession } from './auth/end-session.callable';
export {
  signUpCallable as signUp,
  getMyAccountCallable as getMyAccount,
  updateProfileCallable as updateProfile,
  submitApplicationCallable as submitApplication,
  changePasswordCallable as changePassword,
  requestPasswordResetCallable as requestPasswordReset,
} from './accounts/accounts.callable';
export { searchPlacesCallable as searchPlaces } from './places/places.callable';
export { getTariffCallable as getTariff } from './pricing/get-tariff.callable';
export { quotePriceCallable as quotePrice } from './pricing/quote.callable';
export { listApplicationsCallable as listApplications, decideApplicationCallable as decideApplication } from './admin/applications.callable';
export {
  createBookingCallable as createBooking,
  getBookingCallable as getBooking,
  retryPaymentCallable as retryPayment,
  listMyBookingsCallable as listMyBookings,
} from './bookings/bookings.callable';
export {
  updateBookingDetailsCallable as updateBookingDetails,
  previewBookingChangeCallable as previewBookingChange,
  changeBookingCallable as changeBooking,
  cancelBookingCallable as cancelBooking,
  adminCancelBookingCallable as adminCancelBooking,
  listChangeRequestsCallable as listChangeRequests,
  answerChangeRequestCallable as answerChangeRequest,
} from './bookings/self-service.callable';
export { paymentWebhook, sandboxCheckout } from './payments/index-wiring';
export { bookingDocument } from './documents/document.http';
export { dispatchOutbox } from './mail/index-wiring';
export { getDriverCardCallable as getDriverCard } from './drivers/driver-card.callable';
export {
  listRideBoardCallable as listRideBoard,
  listCandidateDriversCallable as listCandidateDrivers,
  assignRideCallable as assignRide,
  adminRideActionCallable as adminRideAction,
} from './rides/board.callable';
export { suggestDispatchPlanCallable as suggestDispatchPlan, applyDispatchPlanCallable as applyDispatchPlan } from './dispatch/plan.callable';
export {
  listDriverRidesCallable as listDriverRides,
  getDriverRideCallable as getDriverRide,
  driverRideActionCallable as driverRideAction,
  reconfirmRideCallable as reconfirmRide,
  getDriverProfileCallable as getDriverProfile,
  updateDriverProfileCallable as updateDriverProfile,
  addUnavailabilityCallable as addUnavailability,
  removeUnavailabilityCallable as removeUnavailability,
} from './rides/driver.callable';
export { shareRidePositionCallable as shareRidePosition, getLiveRideCallable as getLiveRide } from './rides/live-ride.callable';
export {
  listAllRequestsCallable as listAllRequests,
  exportAllRequestsCallable as exportAllRequests,
  getRequestDetailCallable as getRequestDetail,
} from './rides/requests.callable';
export {
  getMessagingStatusCallable as getMessagingStatus,
  sendTestMessageCallable as sendTestMessage,
  previewDriverBroadcastCallable as previewDriverBroadcast,
  sendDriverBroadcastCallable as sendDriverBroadcast,
  listSentMessagesCallable as listSentMessages,
} from './messaging/messaging.callable';
export { messagingStatus } from './messaging/index-wiring';
export { flightAlerts } from './flights/index-wiring';
export { listLocalFlightsCallable as listLocalFlights, setLocalFlightCallable as setLocalFlight } from './flights/flight-board.callable';
export { runJobs, scheduledJobs } from './jobs/index-wiring';
export {
  listUsersCallable as listUsers,
  getUserDetailCallable as getUserDetail,
  setUserRolesCallable as setUserRoles,
  setUserDisabledCallable as setUserDisabled,
} from './admin/users.callable';
export {
  getPartnerDashboardCallable as getPartnerDashboard,
  listPartnerBookingsCallable as listPartnerBookings,
  getPartnerStatementCallable as getPartnerStatement,
  listPartnerCommissionsCallable as listPartnerCommissions,
  exportPartnerCommissionsCallable as exportPartnerCommissions,
  setPartnerPayoutCallable as setPartnerPayout,
  updatePartnerCallable as updatePartner,
} from './partners/partners.callable';
export {
  getBillingLedgerCallable as getBillingLedger,
  getDriverStatementsCallable as getDriverStatements,
  getReconciliationCallable as getReconciliation,
  exportBillingCallable as exportBilling,
} from './billing/billing.callable';
export { getAdminDashboardCallable as getAdminDashboard } from './admin/dashboard.callable';
export { getSessionAnalyticsCallable as getSessionAnalytics, listSecurityEventsCallable as listSecurityEvents } from './security/analytics.callable';
export { sendContactMessageCallable as sendContactMessage } from './contact/contact.callable';
export { listDriversCallable as listDrivers } from './drivers/drivers-list.callable';
export {
  getReviewSummaryCallable as getReviewSummary,
  getReviewInviteCallable as getReviewInvite,
  submitReviewCallable as submitReview,
  listPendingReviewsCallable as listPendingReviews,
  moderateReviewCallable as moderateReview,
} from './reviews/reviews.callable';
export { localGuide } from './documents/guide.http';
export { askAssistantCallable as askAssistant } from './assistant/assistant.callable';
export { registerPushDeviceCallable as registerPushDevice, unregisterPushDeviceCallable as unregisterPushDevice } from './push/push.callable';
