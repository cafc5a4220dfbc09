import { getMessagingStatus, listSentMessages, previewDriverBroadcast, sendDriverBroadcast, sendTestMessage } from '@rides/contracts/messaging';
import { config } from '../config';
import { db } from '../db/db';
import { callable } from '../http/callable';
import { kickOutbox } from '../mail/outbox-dispatch';
import { smtpMailer } from '../mail/smtp-mailer';
import { messagingStatusOf, previewBroadcast, sendBroadcast, sendTest, sentMessages, type MessagingAdminDeps } from './messaging-admin.service';

// The admin's messaging tools (issue [D] 7). Admin only: checked from the verified token's roles on every call.

const deps = (): MessagingAdminDeps => ({ db: db(), cfg: config(), mailer: smtpMailer(), now: () => new Date(), afterCommit: kickOutbox });

export const getMessagingStatusCallable = callable(getMessagingStatus, ['admin'], async () => messagingStatusOf(config(), smtpMailer()));

export const sendTestMessageCallable = callable(sendTestMessage, ['admin'], (input, { caller }) => sendTest(deps(), caller!.uid, input));

export const previewDriverBroadcastCallable = callable(previewDriverBroadcast, ['admin'], (input) => previewBroadcast(deps(), input));

export const sendDriverBroadcastCallable = callable(sendDriverBroadcast, ['admin'], (input, { caller }) => sendBroadcast(deps(), caller!.uid, input));

export const listSentMessagesCallable = callable(listSentMessages, ['admin'], (input) => sentMessages(deps(), input));
