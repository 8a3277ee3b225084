-- Names and avatars answered by /v1/identity. The avatar is an asset image id, served by the
-- cloud's own /public/getAssetImage/{id}, so the stored value does not depend on the cloud's port.
CREATE TABLE identities (
  address text PRIMARY KEY CHECK (address = lower(address)),
  name text,
  avatar text
);

-- The first two dev accounts (src/config.ts), so the lab shows a name and an avatar out of the box.
INSERT INTO identities (address, name, avatar) VALUES
  ('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'alice.lab.id', 'alice'),
  ('0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 'bob.lab.id', 'bob');
