-- The event log on PostgreSQL: the same logical rows as the SQLite file, in plain columns.
-- Runs with search_path set to the log's schema (one schema per log), as the database owner.

CREATE TABLE streams (
  stream_id text PRIMARY KEY,
  version bigint NOT NULL CHECK (version >= 1)
);

CREATE TABLE events (
  -- Global position: head + 1, assigned under the append lock (no gaps, commit order = position order).
  position bigint PRIMARY KEY CHECK (position >= 1),
  stream_id text NOT NULL REFERENCES streams (stream_id),
  stream_position bigint NOT NULL CHECK (stream_position >= 1),
  type text NOT NULL,
  schema_version integer NOT NULL CHECK (schema_version >= 1),
  -- Canonical JSON text, exactly the bytes the hash covers (jsonb would reorder and reformat it).
  data text NOT NULL,
  event_id uuid NOT NULL,
  -- NULL when the event occurred when it was recorded (as in SQLite); ISO strings kept as written.
  occurred_at text,
  recorded_at text NOT NULL,
  actor_id text NOT NULL,
  actor_role text NOT NULL,
  correlation_id text,
  causation_id text,
  hash text NOT NULL,
  CONSTRAINT events_event_id UNIQUE (event_id),
  CONSTRAINT events_stream_position UNIQUE (stream_id, stream_position)
);

CREATE INDEX events_type_position ON events (type, position);

CREATE TABLE projection_checkpoints (
  projection text PRIMARY KEY,
  position bigint NOT NULL,
  updated_at text NOT NULL
);

-- Append-only, enforced by the database: no UPDATE, DELETE or TRUNCATE of events, whoever asks.
CREATE FUNCTION refuse_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: % on events is refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER events_no_update BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION refuse_event_change();
CREATE TRIGGER events_no_delete BEFORE DELETE ON events FOR EACH ROW EXECUTE FUNCTION refuse_event_change();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION refuse_event_change();

-- A stream is never removed, renamed or moved backwards.
CREATE FUNCTION refuse_stream_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'streams are append-only: % on streams is refused', TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.stream_id <> OLD.stream_id OR NEW.version < OLD.version THEN
    RAISE EXCEPTION 'stream %: its id cannot change nor its version move backwards', OLD.stream_id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER streams_guard BEFORE UPDATE OR DELETE ON streams FOR EACH ROW EXECUTE FUNCTION refuse_stream_change();
CREATE TRIGGER streams_no_truncate BEFORE TRUNCATE ON streams FOR EACH STATEMENT EXECUTE FUNCTION refuse_stream_change();

-- The role the adapter's connections run as (SET ROLE): it may read and append, never rewrite.
-- Roles belong to the whole server, so it is created once and shared by every log's schema.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'club_log_writer') THEN
    CREATE ROLE club_log_writer NOLOGIN;
  END IF;
EXCEPTION WHEN OTHERS THEN
  -- Another database's migration created it at the same moment (duplicate or concurrent update).
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'club_log_writer') THEN RAISE; END IF;
END $$;

DO $$
BEGIN
  EXECUTE format('GRANT club_log_writer TO %I', current_user);
  -- CREATE: projections make their own tables in the log's schema (the owner of events is not this role).
EXCEPTION WHEN OTHERS THEN
  -- A concurrent grant of the same membership (it is cluster-wide); a missing one fails SET ROLE later.
  NULL;
END $$;

DO $$
BEGIN
  -- CREATE: projections make their own tables in the log's schema (the owner of events is not this role).
  EXECUTE format('GRANT USAGE, CREATE ON SCHEMA %I TO club_log_writer', current_schema());
END $$;

GRANT SELECT, INSERT ON events TO club_log_writer;
GRANT SELECT, INSERT, UPDATE ON streams TO club_log_writer;
GRANT SELECT, INSERT, UPDATE ON projection_checkpoints TO club_log_writer;
