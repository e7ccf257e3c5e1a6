-- The federation's views of the clubs' read models: a club's players' history by federation id and
-- its league tables, for the clubs that consent to share them, and nothing else.
--
-- Consent is the club's own setting, written through its own connection (row-level security: a
-- club sets and sees its own row only). No row: not shared. It is a setting of this database, not
-- an event of the club's log, so a rebuild of the read models leaves it as it is.
--
-- The federation role (club_federation_reader, made by the log's 0002_club_tenancy.sql) gets no
-- table here: only the views below, which run with their owner's rights (the migrating user) and
-- name the documents they expose, column by column. security_barrier: a condition the federation
-- adds to its query (a function that leaks its arguments) is applied after the views' own
-- conditions, so it never sees a row of a non-consenting club nor another document.

CREATE TABLE read_model_federation_consent (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  shares boolean NOT NULL,
  at text NOT NULL,
  CONSTRAINT read_model_federation_consent_pkey PRIMARY KEY (club_id)
);

ALTER TABLE read_model_federation_consent ENABLE ROW LEVEL SECURITY;
ALTER TABLE read_model_federation_consent FORCE ROW LEVEL SECURITY;
CREATE POLICY read_model_federation_consent_of_the_club ON read_model_federation_consent
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));
GRANT SELECT, INSERT, UPDATE ON read_model_federation_consent TO club_log_writer;

-- The views read across clubs as their owner: an owner bound by the forced policies (one that is
-- not a superuser) may read every club's rows, as the log's federation_clubs reads its events.
DO $$
BEGIN
  EXECUTE format('CREATE POLICY read_model_documents_owner_reads_all ON read_model_documents FOR SELECT TO %I USING (true)', current_user);
  EXECUTE format('CREATE POLICY read_model_derived_owner_reads_all ON read_model_derived FOR SELECT TO %I USING (true)', current_user);
  EXECUTE format('CREATE POLICY read_model_federation_consent_owner_reads_all ON read_model_federation_consent FOR SELECT TO %I USING (true)', current_user);
END $$;

-- The clubs that share, and since when.
CREATE VIEW federation_sharing_clubs WITH (security_barrier) AS
  SELECT club_id, at AS since FROM read_model_federation_consent WHERE shares;

-- Members with a federation id (club.members documents `member:<club>:<member>`): id, name, number.
CREATE VIEW federation_members WITH (security_barrier) AS
  SELECT d.club_id, m.doc ->> 'memberId' AS member_id, m.doc ->> 'name' AS name,
    m.doc ->> 'federationId' AS federation_id
  FROM read_model_documents d
  JOIN read_model_federation_consent c ON c.club_id = d.club_id AND c.shares
  CROSS JOIN LATERAL (SELECT d.doc::jsonb AS doc) m
  WHERE d.projection = 'club.members' AND starts_with(d.key, 'member:')
    AND m.doc ->> 'kind' = 'member' AND m.doc ->> 'federationId' IS NOT NULL;

-- Each such member's score in each published session (derived bridge-player-score documents,
-- keyed `<session>.<member>`; published: bridge.session-leagues). Partners are left out: they are
-- the club's member ids, which the federation has no use for.
CREATE VIEW federation_player_sessions WITH (security_barrier) AS
  SELECT m.club_id, m.federation_id, m.member_id, m.name, p.key AS session_id,
    s.doc ->> 'name' AS session_name, s.doc ->> 'startsAt' AS starts_at,
    (s.doc ->> 'percentage')::double precision AS percentage, (s.doc ->> 'total')::double precision AS total,
    s.doc ->> 'rank' AS rank, (s.doc ->> 'fieldSize')::integer AS field_size
  FROM federation_members m
  JOIN read_model_documents p ON p.club_id = m.club_id AND p.projection = 'bridge.session-leagues'
  JOIN read_model_derived r ON r.club_id = m.club_id AND r.kind = 'bridge-player-score'
    AND r.key = p.key || '.' || m.member_id
  CROSS JOIN LATERAL (SELECT r.doc::jsonb AS doc) s
  WHERE (p.doc::jsonb ->> 'published')::boolean AND jsonb_typeof(s.doc) = 'object';

-- The clubs' bridge league tables as their league jobs ranked them.
CREATE VIEW federation_league_tables WITH (security_barrier) AS
  SELECT d.club_id, d.key AS league_id, d.doc AS league_table
  FROM read_model_derived d
  JOIN read_model_federation_consent c ON c.club_id = d.club_id AND c.shares
  WHERE d.kind = 'bridge-league-table';

GRANT SELECT ON federation_sharing_clubs, federation_members, federation_player_sessions, federation_league_tables
  TO club_federation_reader;
