-- Dictionary-encoded rows: stream ids, event types and actors are stored once in their own tables
-- and each event carries their integer keys, so a scan of the log decodes integers instead of a
-- new string per column per row. occurred_at is NULL when it equals recorded_at (the default).
-- The logical events do not change, so every stored hash stays valid.
--
-- Written by hand (drizzle-kit's rebuild turns foreign_keys off, which SQLite ignores inside the
-- migrator's transaction): the old tables are copied into new ones, dropped, and the new ones
-- renamed. DROP TABLE's implicit delete fires no triggers; the append-only triggers go with the
-- old tables and are created again at the end. Keys follow first appearance in the log.
CREATE TABLE `event_types` (
	`type_key` integer PRIMARY KEY NOT NULL,
	`type` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_types_type_unique` ON `event_types` (`type`);--> statement-breakpoint
INSERT INTO `event_types` (`type`) SELECT `type` FROM `events` GROUP BY `type` ORDER BY min(`position`);--> statement-breakpoint
CREATE TABLE `actors` (
	`actor_key` integer PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`actor_role` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `actors_id_role` ON `actors` (`actor_id`,`actor_role`);--> statement-breakpoint
INSERT INTO `actors` (`actor_id`, `actor_role`)
	SELECT `actor_id`, `actor_role` FROM `events` GROUP BY `actor_id`, `actor_role` ORDER BY min(`position`);--> statement-breakpoint
CREATE TABLE `streams_keyed` (
	`stream_key` integer PRIMARY KEY NOT NULL,
	`stream_id` text NOT NULL,
	`version` integer NOT NULL,
	CONSTRAINT "streams_version_positive" CHECK(`version` >= 1)
);
--> statement-breakpoint
INSERT INTO `streams_keyed` (`stream_id`, `version`)
	SELECT `stream_id`, `version` FROM `streams` ORDER BY (SELECT min(`position`) FROM `events` WHERE `events`.`stream_id` = `streams`.`stream_id`), `stream_id`;--> statement-breakpoint
CREATE TABLE `events_keyed` (
	`position` integer PRIMARY KEY NOT NULL,
	`stream_key` integer NOT NULL,
	`stream_position` integer NOT NULL,
	`type_key` integer NOT NULL,
	`schema_version` integer NOT NULL,
	`actor_key` integer NOT NULL,
	`data` text NOT NULL,
	`event_id` text NOT NULL,
	`occurred_at` text,
	`recorded_at` text NOT NULL,
	`correlation_id` text,
	`causation_id` text,
	`hash` text NOT NULL,
	FOREIGN KEY (`stream_key`) REFERENCES `streams_keyed`(`stream_key`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`type_key`) REFERENCES `event_types`(`type_key`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_key`) REFERENCES `actors`(`actor_key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `events_keyed`
	SELECT e.`position`, s.`stream_key`, e.`stream_position`, t.`type_key`, e.`schema_version`, a.`actor_key`, e.`data`, e.`event_id`,
		CASE WHEN e.`occurred_at` = e.`recorded_at` THEN NULL ELSE e.`occurred_at` END, e.`recorded_at`,
		e.`correlation_id`, e.`causation_id`, e.`hash`
	FROM `events` e
	JOIN `streams_keyed` s ON s.`stream_id` = e.`stream_id`
	JOIN `event_types` t ON t.`type` = e.`type`
	JOIN `actors` a ON a.`actor_id` = e.`actor_id` AND a.`actor_role` = e.`actor_role`
	ORDER BY e.`position`;--> statement-breakpoint
-- Nothing may be lost on the way: a row whose stream, type or actor did not join would be missing.
CREATE TEMP TABLE `migration_0002_check` (`lost` integer NOT NULL CHECK(`lost` = 0));--> statement-breakpoint
INSERT INTO `migration_0002_check` SELECT (SELECT count(*) FROM `events`) - (SELECT count(*) FROM `events_keyed`);--> statement-breakpoint
DROP TABLE `migration_0002_check`;--> statement-breakpoint
DROP TABLE `events`;--> statement-breakpoint
DROP TABLE `streams`;--> statement-breakpoint
ALTER TABLE `streams_keyed` RENAME TO `streams`;--> statement-breakpoint
ALTER TABLE `events_keyed` RENAME TO `events`;--> statement-breakpoint
CREATE UNIQUE INDEX `streams_stream_id_unique` ON `streams` (`stream_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_event_id` ON `events` (`event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_stream_position` ON `events` (`stream_key`,`stream_position`);--> statement-breakpoint
CREATE INDEX `events_type_position` ON `events` (`type_key`,`position`);--> statement-breakpoint
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
--> statement-breakpoint
-- A key means one string for ever: events refer to it, and the hash chain covers the string.
CREATE TRIGGER `streams_key_and_id_fixed` BEFORE UPDATE OF `stream_key`, `stream_id` ON `streams`
BEGIN
	SELECT RAISE(ABORT, 'a stream''s key and id never change');
END;
--> statement-breakpoint
CREATE TRIGGER `event_types_no_update` BEFORE UPDATE ON `event_types`
BEGIN
	SELECT RAISE(ABORT, 'event types are append-only: UPDATE on event_types is refused');
END;
--> statement-breakpoint
CREATE TRIGGER `event_types_no_delete` BEFORE DELETE ON `event_types`
BEGIN
	SELECT RAISE(ABORT, 'event types are append-only: DELETE on event_types is refused');
END;
--> statement-breakpoint
CREATE TRIGGER `actors_no_update` BEFORE UPDATE ON `actors`
BEGIN
	SELECT RAISE(ABORT, 'actors are append-only: UPDATE on actors is refused');
END;
--> statement-breakpoint
CREATE TRIGGER `actors_no_delete` BEFORE DELETE ON `actors`
BEGIN
	SELECT RAISE(ABORT, 'actors are append-only: DELETE on actors is refused');
END;
