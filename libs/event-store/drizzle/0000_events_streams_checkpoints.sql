CREATE TABLE `events` (
	`position` integer PRIMARY KEY NOT NULL,
	`stream_id` text NOT NULL,
	`stream_position` integer NOT NULL,
	`type` text NOT NULL,
	`schema_version` integer NOT NULL,
	`data` text NOT NULL,
	`event_id` text NOT NULL,
	`occurred_at` text NOT NULL,
	`recorded_at` text NOT NULL,
	`actor_id` text NOT NULL,
	`actor_role` text NOT NULL,
	`correlation_id` text,
	`causation_id` text,
	`hash` text NOT NULL,
	FOREIGN KEY (`stream_id`) REFERENCES `streams`(`stream_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_event_id` ON `events` (`event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_stream_position` ON `events` (`stream_id`,`stream_position`);--> statement-breakpoint
CREATE INDEX `events_type_position` ON `events` (`type`,`position`);--> statement-breakpoint
CREATE TABLE `projection_checkpoints` (
	`projection` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `streams` (
	`stream_id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	CONSTRAINT "streams_version_positive" CHECK("streams"."version" >= 1)
);
