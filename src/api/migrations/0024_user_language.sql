-- The learner's chosen interface language (one of the school's Languages), so the choice follows them to every
-- browser and the native app: applied at sign-in. NULL: never chosen, the school's default.
ALTER TABLE users ADD COLUMN language TEXT;
