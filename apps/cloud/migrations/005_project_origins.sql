-- GET /projects/v1/origins: the origins a project's dapp may run on (spec §7, alert APKT002 when the
-- page's origin is not one of them). Project '*' is the default list, answered for every project
-- without rows of its own; the cloud replaces it at start from ALLOWED_ORIGINS. A self-hoster adds a
-- project's own list with INSERT INTO project_origins (project_id, origin) VALUES (…).
CREATE TABLE project_origins (
  project_id text NOT NULL,
  origin text NOT NULL,
  PRIMARY KEY (project_id, origin)
);
