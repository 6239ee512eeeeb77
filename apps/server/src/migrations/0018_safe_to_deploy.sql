-- An email set in the profile waits here until its owner proves it with a code; only then is it a sign-in name (users.email).
ALTER TABLE "users" ADD COLUMN "pending_email" text;
