// Lets server-only modules load in unit tests, which run outside Next.
export {};
