-- What the owner is shown before approving a new device: the browser and system it said it was, the
-- address the request came from, and the site the login started on (as the secure site saw it).
ALTER TABLE auth_device_approvals
  ADD COLUMN browser text,
  ADD COLUMN ip text,
  ADD COLUMN dapp text;
