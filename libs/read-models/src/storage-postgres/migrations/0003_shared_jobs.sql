-- Derived jobs shared by every process of a club. Each process folds the club's log in its own
-- working copy and so finds the same jobs (their ids are made from the log: results.<session>.v<n>);
-- this ledger makes each of them done once for all processes, and carries what it wrote to the others.
--
-- read_model_job_runs: one row per job done, inserted in the transaction that writes the job's
-- derived documents. Its primary key is the guarantee: a second process finishing the same job
-- (a queue's repeat, a worker killed after its commit) inserts nothing and writes nothing.
--
-- read_model_job_sequence: one row per club, its counter taken (UPDATE … RETURNING) first in each
-- job's transaction. The row lock it takes makes the club's job commits follow one another in
-- the counter's order, so a process that has read the derived documents up to a number never
-- misses one committed later with a smaller number (the gap problem of a plain sequence). Jobs
-- are few and short; the log's appends never take this lock. database_id names the club's queue
-- (BullMQ), the same for every process of the club.
--
-- read_model_derived.seq: the counter of the transaction that last wrote the row (0: written by a
-- rebuild), which processes read after their own mark.

ALTER TABLE read_model_derived ADD COLUMN seq bigint NOT NULL DEFAULT 0;
CREATE INDEX read_model_derived_seq ON read_model_derived (club_id, seq);

CREATE TABLE read_model_job_runs (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  job_id text COLLATE "C" NOT NULL,
  seq bigint NOT NULL,
  done_by text NOT NULL,
  finished_at text NOT NULL,
  CONSTRAINT read_model_job_runs_pkey PRIMARY KEY (club_id, job_id)
);

CREATE TABLE read_model_job_sequence (
  club_id text NOT NULL DEFAULT current_setting('club.id', true),
  seq bigint NOT NULL,
  database_id text NOT NULL,
  CONSTRAINT read_model_job_sequence_pkey PRIMARY KEY (club_id)
);

ALTER TABLE read_model_job_runs ENABLE ROW LEVEL SECURITY;
ALTER TABLE read_model_job_runs FORCE ROW LEVEL SECURITY;
ALTER TABLE read_model_job_sequence ENABLE ROW LEVEL SECURITY;
ALTER TABLE read_model_job_sequence FORCE ROW LEVEL SECURITY;
CREATE POLICY read_model_job_runs_of_the_club ON read_model_job_runs
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));
CREATE POLICY read_model_job_sequence_of_the_club ON read_model_job_sequence
  USING (club_id = current_setting('club.id', true)) WITH CHECK (club_id = current_setting('club.id', true));

-- A rebuild replaces the club's ledger with its own (DELETE); a job row is never updated.
GRANT SELECT, INSERT, DELETE ON read_model_job_runs TO club_log_writer;
GRANT SELECT, INSERT, UPDATE ON read_model_job_sequence TO club_log_writer;
