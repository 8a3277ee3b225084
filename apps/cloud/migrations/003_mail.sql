-- The local inbox: every mail the cloud's own SMTP server receives, one row per recipient, so that a
-- person running the lab (GET /inbox) and the tests (GET /inbox/v1/messages?to=…) can read one-time
-- codes and approval links without a real mailbox.
CREATE TABLE mail (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The envelope recipient, lowercase: the inbox filters on it.
  "to" text NOT NULL CHECK ("to" = lower("to")),
  "from" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  -- Unix milliseconds: integers read the same on every engine and driver.
  received_at bigint NOT NULL
);
CREATE INDEX mail_by_recipient_newest_first ON mail ("to", id DESC);
