-- The federation's views read the members and the sessions' publication from derived documents
-- (kinds 'club.members' and 'bridge.session-leagues', the projections' documents as they are,
-- published by the publish-* jobs: libs/read-models src/federation/published-documents.ts), not
-- from read_model_documents. Derived documents reach PostgreSQL while the clubs play, through each
-- club's job ledger (0003_shared_jobs.sql); projection documents are written there only by a
-- rebuild, so a member admitted or a session published since would be missing from the views.
-- The same columns and conditions as 0002_federation_views.sql; only the table each reads changes.

CREATE OR REPLACE VIEW federation_members WITH (security_barrier) AS
  SELECT d.club_id, m.doc ->> 'memberId' AS member_id, m.doc ->> 'name' AS name,
    m.doc ->> 'federationId' AS federation_id
  FROM read_model_derived d
  JOIN read_model_federation_consent c ON c.club_id = d.club_id AND c.shares
  CROSS JOIN LATERAL (SELECT d.doc::jsonb AS doc) m
  WHERE d.kind = 'club.members' AND starts_with(d.key, 'member:')
    AND m.doc ->> 'kind' = 'member' AND m.doc ->> 'federationId' IS NOT NULL;

CREATE OR REPLACE VIEW federation_player_sessions WITH (security_barrier) AS
  SELECT m.club_id, m.federation_id, m.member_id, m.name, p.key AS session_id,
    s.doc ->> 'name' AS session_name, s.doc ->> 'startsAt' AS starts_at,
    (s.doc ->> 'percentage')::double precision AS percentage, (s.doc ->> 'total')::double precision AS total,
    s.doc ->> 'rank' AS rank, (s.doc ->> 'fieldSize')::integer AS field_size
  FROM federation_members m
  JOIN read_model_derived p ON p.club_id = m.club_id AND p.kind = 'bridge.session-leagues'
  JOIN read_model_derived r ON r.club_id = m.club_id AND r.kind = 'bridge-player-score'
    AND r.key = p.key || '.' || m.member_id
  CROSS JOIN LATERAL (SELECT r.doc::jsonb AS doc) s
  WHERE (p.doc::jsonb ->> 'published')::boolean AND jsonb_typeof(s.doc) = 'object';
