/** A new password: at least 8 characters (Firebase's own floor is 6), at most 128. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
