import { z } from 'zod';

/**
 * Web push to drivers (issue [M] 3): a driver turns notifications on from the profile page, per
 * device. The device's push service gives a token (Firebase Cloud Messaging's registration token;
 * the local stack's twin makes one up, as nothing there can reach a push service), which the server
 * keeps against the signed-in person. Assignment, change, reassignment and cancellation are then
 * pushed to every device of the driver, beside the e-mail and SMS they get anyway.
 */
export const PUSH_PROVIDERS = ['fcm', 'local'] as const;
export const pushProviderSchema = z.enum(PUSH_PROVIDERS);
export type PushProviderName = z.infer<typeof pushProviderSchema>;

/** FCM registration tokens are about 160 characters; the bound only keeps junk out. */
export const pushTokenSchema = z.string().trim().min(20).max(4096).regex(/^[\w:.-]+$/);

export const registerPushDevice = {
  name: 'registerPushDevice',
  input: z
    .object({
      provider: pushProviderSchema,
      token: pushTokenSchema,
      /** How the driver would recognise the device ("Chrome on Android"), from the browser. */
      label: z.string().trim().max(100).default(''),
    })
    .strict(),
  output: z.object({ registered: z.literal(true) }),
} as const;

/** Turns a device's notifications off. Only the caller's own device: another person's token is left alone. */
export const unregisterPushDevice = {
  name: 'unregisterPushDevice',
  input: z.object({ token: pushTokenSchema }).strict(),
  output: z.object({ removed: z.boolean() }),
} as const;

/** What a push carries (the outbox payload's visible part, and what the service worker shows). */
export const pushNoticeSchema = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(500),
  /** Where tapping it goes: a path of the site, no spaces or controls (the service worker refuses anything else too). */
  url: z.string().max(300).regex(/^\/(?![/\\])[^\s\\]*$/),
  /** Notifications with the same tag replace each other (one per ride). */
  tag: z.string().min(1).max(100),
});
export type PushNotice = z.infer<typeof pushNoticeSchema>;
