/** A Stockholm date (YYYY-MM-DD) as a moment inside that day, for formatting it in Stockholm. */
export const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);
