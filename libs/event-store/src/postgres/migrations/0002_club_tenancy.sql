-- Many clubs in one database: every row belongs to a club, and a connection sees only its club's.
-- The club of a connection is the setting club.id, set at connection start by the adapter
-- (-c club.id=…); each club's log has its own positions 1…n and its own hash chain.
-- Rows written before this migration belong to the club whose open applied it (migrate.ts sets
-- club.id on the migrating connection), so an existing single-club log keeps its events.
--
-- The club id LEADS every primary key and unique key, and the only foreign key (events → streams)
-- stays inside one club: a sharded PostgreSQL (Citus: distribute every table by club_id) can
-- place each club on one node with all its rows, and every query of the adapter, filtered by the
-- club, goes to that one node.

ALTER TABLE streams ADD COLUMN club_id text NOT NULL DEFAULT current_setting('club.id', true);
ALTER TABLE events ADD COLUMN club_id text NOT NULL DEFAULT current_setting('club.id', true);
ALTER TABLE projection_checkpoints ADD COLUMN club_id text NOT NULL DEFAULT current_setting('club.id', true);

ALTER TABLE events DROP CONSTRAINT events_stream_id_fkey;
ALTER TABLE events DROP CONSTRAINT events_pkey;
ALTER TABLE events DROP CONSTRAINT events_event_id;
ALTER TABLE events DROP CONSTRAINT events_stream_position;
DROP INDEX events_type_position;
ALTER TABLE streams DROP CONSTRAINT streams_pkey;
ALTER TABLE projection_checkpoints DROP CONSTRAINT projection_checkpoints_pkey;

ALTER TABLE streams ADD CONSTRAINT streams_pkey PRIMARY KEY (club_id, stream_id);
ALTER TABLE events ADD CONSTRAINT events_pkey PRIMARY KEY (club_id, position);
-- The adapter knows a retried event by this constraint's name (pg-append.ts).
ALTER TABLE events ADD CONSTRAINT events_event_id UNIQUE (club_id, event_id);
ALTER TABLE events ADD CONSTRAINT events_stream_position UNIQUE (club_id, stream_id, stream_position);
ALTER TABLE events ADD CONSTRAINT events_stream_id_fkey FOREIGN KEY (club_id, stream_id)
  REFERENCES streams (club_id, stream_id);
CREATE INDEX events_type_position ON events (club_id, type, position);
ALTER TABLE projection_checkpoints ADD CONSTRAINT projection_checkpoints_pkey PRIMARY KEY (club_id, projection);

-- A club's id never changes (streams may still move their version forwards).
CREATE OR REPLACE FUNCTION refuse_stream_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'streams are append-only: % on streams is refused', TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.stream_id <> OLD.stream_id OR NEW.club_id <> OLD.club_id OR NEW.version < OLD.version THEN
    RAISE EXCEPTION 'stream %: its id and club cannot change nor its version move backwards', OLD.stream_id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

-- Row-level security, enforced by the database: without a WHERE, a query sees its club's rows
-- only, and a row of another club can be neither written nor read. FORCE binds the tables' owner
-- too (superusers and BYPASSRLS roles are never bound: club_log_writer is neither).
ALTER TABLE streams ENABLE ROW LEVEL SECURITY;
ALTER TABLE streams FORCE ROW LEVEL SECURITY;
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
ALTER TABLE events FORCE ROW LEVEL SECURITY;
ALTER TABLE projection_checkpoints ENABLE ROW LEVEL SECURITY;
ALTER TABLE projection_checkpoints FORCE ROW LEVEL SECURITY;

CREATE POLICY streams_of_the_club ON streams
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));
CREATE POLICY events_of_the_club ON events
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));
CREATE POLICY checkpoints_of_the_club ON projection_checkpoints
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));

-- The federation: its own role reads across clubs only through this view (which clubs exist, how
-- big their logs are), never the tables. The view runs with its owner's rights, so the owner
-- (the migrating user) may read every club's events; it writes under the club policies still.
DO $$
BEGIN
  BEGIN
    CREATE ROLE club_federation_reader NOLOGIN;
  EXCEPTION WHEN OTHERS THEN
    -- It exists already (roles belong to the server), or another database's migration is making it.
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'club_federation_reader') THEN RAISE; END IF;
  END;
  BEGIN
    EXECUTE format('GRANT club_federation_reader TO %I', current_user);
  EXCEPTION WHEN OTHERS THEN
    NULL; -- a concurrent grant of the same membership
  END;
  EXECUTE format('CREATE POLICY events_owner_reads_all ON events FOR SELECT TO %I USING (true)', current_user);
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO club_federation_reader', current_schema());
END $$;

CREATE VIEW federation_clubs AS
  SELECT club_id, count(*) AS events, max(position) AS head_position, max(recorded_at) AS last_recorded_at
  FROM events GROUP BY club_id;

GRANT SELECT ON federation_clubs TO club_federation_reader;
