-- Placeholder so that 012 has no gap on the passkeys branch: the social-cloud branch owns version 11
-- and its file of this name replaces this one when both are merged.
SELECT 1;
