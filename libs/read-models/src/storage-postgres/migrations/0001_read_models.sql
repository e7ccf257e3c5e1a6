-- The read models of many clubs in the log's PostgreSQL schema: the same columns as the SQLite
-- file's read_model_projections, read_model_documents and read_model_derived, plus club_id.
-- Runs with search_path set to the log's schema, as its owner, after the log's own migrations
-- (the writer role club_log_writer exists then).
--
-- As in the log (0002_club_tenancy.sql): club_id LEADS every primary key, its default is the
-- connection's club (current_setting('club.id')), and forced row-level security keeps each
-- connection to its club's rows. Keys are compared bytewise (COLLATE "C"), as SQLite compares
-- them: a listing by key prefix comes in the same order on both, and the B-tree compares faster.
--
-- Documents are text, the JSON exactly as the fold's JSON.stringify made it: a rebuild writes
-- every document of a club at once, and jsonb would make the server parse and re-encode each one
-- (the readers parse it again in the process anyway); text keeps the rows byte-equal to SQLite's.
-- Long documents are compressed with lz4 where the server has it (PostgreSQL 14+ built with it):
-- measured, 5,000 documents of 10 KB written in a third of pglz's time, to the same size.

CREATE TABLE read_model_projections (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  name text COLLATE "C" NOT NULL,
  version integer NOT NULL,
  position bigint NOT NULL,
  updated_at text NOT NULL,
  CONSTRAINT read_model_projections_pkey PRIMARY KEY (club_id, name)
);

CREATE TABLE read_model_documents (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  projection text COLLATE "C" NOT NULL,
  key text COLLATE "C" NOT NULL,
  doc text NOT NULL,
  CONSTRAINT read_model_documents_pkey PRIMARY KEY (club_id, projection, key)
);

CREATE TABLE read_model_derived (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  kind text COLLATE "C" NOT NULL,
  key text COLLATE "C" NOT NULL,
  doc text NOT NULL,
  job_id text NOT NULL,
  source_stream text NOT NULL,
  source_version bigint NOT NULL,
  source_position bigint NOT NULL,
  computed_at text NOT NULL,
  CONSTRAINT read_model_derived_pkey PRIMARY KEY (club_id, kind, key)
);

DO $$
BEGIN
  IF 'lz4' = ANY ((SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression')::text[]) THEN
    ALTER TABLE read_model_documents ALTER COLUMN doc SET COMPRESSION lz4;
    ALTER TABLE read_model_derived ALTER COLUMN doc SET COMPRESSION lz4;
  END IF;
END $$;

-- The newest source position of a club's derived documents (the site's cache key), as in SQLite.
CREATE INDEX read_model_derived_position ON read_model_derived (club_id, source_position);

ALTER TABLE read_model_projections ENABLE ROW LEVEL SECURITY;
ALTER TABLE read_model_projections FORCE ROW LEVEL SECURITY;
ALTER TABLE read_model_documents ENABLE ROW LEVEL SECURITY;
ALTER TABLE read_model_documents FORCE ROW LEVEL SECURITY;
ALTER TABLE read_model_derived ENABLE ROW LEVEL SECURITY;
ALTER TABLE read_model_derived FORCE ROW LEVEL SECURITY;

CREATE POLICY read_model_projections_of_the_club ON read_model_projections
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));
CREATE POLICY read_model_documents_of_the_club ON read_model_documents
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));
CREATE POLICY read_model_derived_of_the_club ON read_model_derived
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));

-- Read models are rebuilt, so the club's connections may delete and rewrite them (never events).
-- The federation reader gets nothing here: it reads across clubs only through views.
GRANT SELECT, INSERT, UPDATE, DELETE ON read_model_projections, read_model_documents, read_model_derived
  TO club_log_writer;
