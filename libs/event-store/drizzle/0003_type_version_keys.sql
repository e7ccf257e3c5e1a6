-- The event-type dictionary's key stands for the pair (type, schema version): an event row
-- carries one integer for both, so a scan reads one value fewer per row (each column costs
-- better-sqlite3 about as much as any other). The logical events do not change, so every stored
-- hash stays valid.
--
-- Written by hand, as 0002 was: the dictionary and the events are copied into new tables, the old
-- ones dropped (their triggers go with them; DROP TABLE's implicit delete fires none), the new
-- ones renamed, and the indexes and append-only triggers created again. Keys follow the first
-- appearance of each pair in the log.
CREATE TABLE `event_types_versioned` (
	`type_key` integer PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`schema_version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `event_types_versioned` (`type`, `schema_version`)
	SELECT t.`type`, e.`schema_version` FROM `events` e JOIN `event_types` t ON t.`type_key` = e.`type_key`
	GROUP BY t.`type`, e.`schema_version` ORDER BY min(e.`position`);--> statement-breakpoint
CREATE TABLE `events_versioned` (
	`position` integer PRIMARY KEY NOT NULL,
	`stream_key` integer NOT NULL,
	`stream_position` integer NOT NULL,
	`type_key` integer NOT NULL,
	`actor_key` integer NOT NULL,
	`data` text NOT NULL,
	`event_id` text NOT NULL,
	`occurred_at` text,
	`recorded_at` text NOT NULL,
	`correlation_id` text,
	`causation_id` text,
	`hash` text NOT NULL,
	FOREIGN KEY (`stream_key`) REFERENCES `streams`(`stream_key`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`type_key`) REFERENCES `event_types_versioned`(`type_key`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_key`) REFERENCES `actors`(`actor_key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `events_versioned`
	SELECT e.`position`, e.`stream_key`, e.`stream_position`, v.`type_key`, e.`actor_key`, e.`data`, e.`event_id`,
		e.`occurred_at`, e.`recorded_at`, e.`correlation_id`, e.`causation_id`, e.`hash`
	FROM `events` e
	JOIN `event_types` t ON t.`type_key` = e.`type_key`
	JOIN `event_types_versioned` v ON v.`type` = t.`type` AND v.`schema_version` = e.`schema_version`
	ORDER BY e.`position`;--> statement-breakpoint
-- Nothing may be lost on the way: a row whose type did not join would be missing.
CREATE TEMP TABLE `migration_0003_check` (`lost` integer NOT NULL CHECK(`lost` = 0));--> statement-breakpoint
INSERT INTO `migration_0003_check` SELECT (SELECT count(*) FROM `events`) - (SELECT count(*) FROM `events_versioned`);--> statement-breakpoint
DROP TABLE `migration_0003_check`;--> statement-breakpoint
DROP TABLE `events`;--> statement-breakpoint
DROP TABLE `event_types`;--> statement-breakpoint
ALTER TABLE `event_types_versioned` RENAME TO `event_types`;--> statement-breakpoint
ALTER TABLE `events_versioned` RENAME TO `events`;--> statement-breakpoint
CREATE UNIQUE INDEX `event_types_type_version` ON `event_types` (`type`,`schema_version`);--> statement-breakpoint
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
-- A key means one (type, version) pair for ever: events refer to it, and the hash chain covers both.
CREATE TRIGGER `event_types_no_update` BEFORE UPDATE ON `event_types`
BEGIN
	SELECT RAISE(ABORT, 'event types are append-only: UPDATE on event_types is refused');
END;
--> statement-breakpoint
CREATE TRIGGER `event_types_no_delete` BEFORE DELETE ON `event_types`
BEGIN
	SELECT RAISE(ABORT, 'event types are append-only: DELETE on event_types is refused');
END;
