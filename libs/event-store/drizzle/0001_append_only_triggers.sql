-- History is append-only: the database itself refuses to rewrite or remove an event, so no
-- code path (ours, a migration, a hand-typed sqlite3 session) can change what was recorded.
CREATE TRIGGER `events_no_update` BEFORE UPDATE ON `events`
BEGIN
	SELECT RAISE(ABORT, 'events are append-only: UPDATE on events is refused');
END;
--> statement-breakpoint
CREATE TRIGGER `events_no_delete` BEFORE DELETE ON `events`
BEGIN
	SELECT RAISE(ABORT, 'events are append-only: DELETE on events is refused');
END;
--> statement-breakpoint
-- A stream's version only moves forward, and a stream with events cannot be removed.
CREATE TRIGGER `streams_version_forward` BEFORE UPDATE OF `version` ON `streams`
WHEN NEW.`version` <= OLD.`version`
BEGIN
	SELECT RAISE(ABORT, 'a stream version only moves forward');
END;
--> statement-breakpoint
CREATE TRIGGER `streams_no_delete` BEFORE DELETE ON `streams`
BEGIN
	SELECT RAISE(ABORT, 'streams cannot be deleted: their events are append-only');
END;
