/** A timestamp as pg returns it (a Date; text from some expressions) in the API's ISO 8601 form. */
export const iso = (d: Date | string): string => new Date(d).toISOString();

/** The same for a column that may be null. */
export const isoOrNull = (d: Date | string | null): string | null => (d ? iso(d) : null);
