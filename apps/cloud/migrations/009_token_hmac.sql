-- Token hashes become keyed: HMAC-SHA256 under AUTH_SECRET (secrets.ts hashToken), which is kept
-- outside the database. With a plain SHA-256, anyone who could write these tables could insert a
-- row for a token of their choosing and hold a session (and with it the wallet's auth share).
-- The rows below hold plain hashes that no token matches any more: they are dropped, which signs
-- every email and SIWX session out once and voids the approval links not yet opened. Users, devices,
-- wallets and key shares are kept.
DELETE FROM auth_sessions;
DELETE FROM siwx_sessions;
DELETE FROM auth_device_approvals WHERE approved_at IS NULL;
