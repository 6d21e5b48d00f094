-- Trigram matching for typo-tolerant search. Applied from code (drizzle-kit cannot load PGlite extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
