-- Analytics and error reports (spec §7 /batch and /e): what dapps with analytics on sent, kept for
-- the /analytics page. `kind` is 'event' (a tracking event of a batch) or 'error' (an error report);
-- `body` is the event as it arrived, after the service checked its shape.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('event', 'error')),
  event text NOT NULL,
  event_id text NOT NULL,
  sdk_version text NOT NULL,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_project ON analytics_events (project_id, id);

-- GET /getAnalyticsConfig: analytics are on for every project without a row here. The cloud
-- rewrites the rows at start from ANALYTICS_OFF_PROJECTS.
CREATE TABLE analytics_projects (
  project_id text PRIMARY KEY,
  enabled boolean NOT NULL
);
