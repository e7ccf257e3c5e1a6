-- The site's accounts of many clubs in the log's PostgreSQL schema: the tables of the SQLite auth
-- store (auth-tables.ts, password-links.ts, password-requests.ts, table-codes.ts,
-- table-entry-limit.ts) plus club_id, so every web host of a club signs the same people in.
-- Runs with search_path set to the log's schema, as its owner, after the log's own migrations
-- (the writer role club_log_writer exists then).
--
-- As in the log (0002_club_tenancy.sql) and the read models: club_id LEADS every primary key, its
-- default is the connection's club (current_setting('club.id')), and forced row-level security
-- keeps each connection to its club's rows. Tokens and link secrets are stored as their SHA-256
-- only. An email is one account per club (any ASCII case, as SQLite's NOCASE: lower() under the
-- "C" collation folds ASCII only), the same email may sign in at two clubs. Times are
-- milliseconds since 1970, as in SQLite. Rows with no natural key (throttle attempts, requests)
-- take an identity number.

CREATE TABLE auth_accounts (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  member_id text COLLATE "C" NOT NULL,
  email text COLLATE "C" NOT NULL,
  name text COLLATE "C" NOT NULL,
  password_hash text NOT NULL,
  -- The grants stored with the account (JSON), used only where the club's roles are not read.
  grants text NOT NULL DEFAULT '[]',
  created_at bigint NOT NULL,
  CONSTRAINT auth_accounts_pkey PRIMARY KEY (club_id, member_id)
);
CREATE UNIQUE INDEX auth_accounts_email ON auth_accounts (club_id, lower(email));

CREATE TABLE auth_sessions (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  token_hash text COLLATE "C" NOT NULL,
  member_id text COLLATE "C" NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  CONSTRAINT auth_sessions_pkey PRIMARY KEY (club_id, token_hash),
  CONSTRAINT auth_sessions_account FOREIGN KEY (club_id, member_id)
    REFERENCES auth_accounts (club_id, member_id) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX auth_sessions_member ON auth_sessions (club_id, member_id);

CREATE TABLE auth_sign_in_failures (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  attempt_id bigint GENERATED ALWAYS AS IDENTITY,
  key text COLLATE "C" NOT NULL,
  at bigint NOT NULL,
  CONSTRAINT auth_sign_in_failures_pkey PRIMARY KEY (club_id, attempt_id)
);
CREATE INDEX auth_sign_in_failures_key ON auth_sign_in_failures (club_id, key, at);
CREATE INDEX auth_sign_in_failures_at ON auth_sign_in_failures (club_id, at);

CREATE TABLE auth_password_links (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  token_hash text COLLATE "C" NOT NULL,
  member_id text COLLATE "C" NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint,
  CONSTRAINT auth_password_links_pkey PRIMARY KEY (club_id, token_hash),
  CONSTRAINT auth_password_links_account FOREIGN KEY (club_id, member_id)
    REFERENCES auth_accounts (club_id, member_id) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX auth_password_links_member ON auth_password_links (club_id, member_id);

CREATE TABLE auth_password_requests (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  request_id bigint GENERATED ALWAYS AS IDENTITY,
  member_id text COLLATE "C" NOT NULL,
  requested_at bigint NOT NULL,
  -- When a link was issued for the member or the request was dismissed; null while pending.
  handled_at bigint,
  CONSTRAINT auth_password_requests_pkey PRIMARY KEY (club_id, request_id),
  CONSTRAINT auth_password_requests_account FOREIGN KEY (club_id, member_id)
    REFERENCES auth_accounts (club_id, member_id) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX auth_password_requests_pending ON auth_password_requests (club_id, member_id, handled_at);

CREATE TABLE auth_password_request_attempts (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  attempt_id bigint GENERATED ALWAYS AS IDENTITY,
  key text COLLATE "C" NOT NULL,
  at bigint NOT NULL,
  CONSTRAINT auth_password_request_attempts_pkey PRIMARY KEY (club_id, attempt_id)
);
CREATE INDEX auth_password_request_attempts_key ON auth_password_request_attempts (club_id, key, at);

CREATE TABLE auth_table_codes (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  session_id text COLLATE "C" NOT NULL,
  section text COLLATE "C" NOT NULL,
  table_no integer NOT NULL,
  code text COLLATE "C" NOT NULL,
  created_at bigint NOT NULL,
  ended_at bigint,
  CONSTRAINT auth_table_codes_pkey PRIMARY KEY (club_id, session_id, section, table_no),
  CONSTRAINT auth_table_codes_code UNIQUE (club_id, code)
);

CREATE TABLE auth_table_sessions (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  token_hash text COLLATE "C" NOT NULL,
  code text COLLATE "C" NOT NULL,
  created_at bigint NOT NULL,
  CONSTRAINT auth_table_sessions_pkey PRIMARY KEY (club_id, token_hash),
  CONSTRAINT auth_table_sessions_code FOREIGN KEY (club_id, code)
    REFERENCES auth_table_codes (club_id, code) ON DELETE CASCADE
);

CREATE TABLE auth_table_entry_attempts (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  attempt_id bigint GENERATED ALWAYS AS IDENTITY,
  key text COLLATE "C" NOT NULL,
  at bigint NOT NULL,
  CONSTRAINT auth_table_entry_attempts_pkey PRIMARY KEY (club_id, attempt_id)
);
CREATE INDEX auth_table_entry_attempts_key ON auth_table_entry_attempts (club_id, key, at);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['auth_accounts', 'auth_sessions', 'auth_sign_in_failures', 'auth_password_links',
    'auth_password_requests', 'auth_password_request_attempts', 'auth_table_codes', 'auth_table_sessions',
    'auth_table_entry_attempts']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (club_id = current_setting(''club.id'', true)) '
        'WITH CHECK (club_id = current_setting(''club.id'', true))',
      t || '_of_the_club', t);
    -- The club's connections keep their own accounts; the federation reader gets nothing here.
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO club_log_writer', t);
  END LOOP;
END $$;
