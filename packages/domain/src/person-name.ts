/** The first word of a full name ("Jean-Luc Martin" -> "Jean-Luc"), or null when none was given. */
export const firstNameOf = (fullName: string | null | undefined): string | null => fullName?.trim().split(/\s+/)[0] || null;
