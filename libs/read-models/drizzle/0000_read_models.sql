CREATE TABLE `read_model_derived` (
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`doc` text NOT NULL,
	`job_id` text NOT NULL,
	`source_stream` text NOT NULL,
	`source_version` integer NOT NULL,
	`source_position` integer NOT NULL,
	`computed_at` text NOT NULL,
	PRIMARY KEY(`kind`, `key`)
);
--> statement-breakpoint
CREATE TABLE `read_model_documents` (
	`projection` text NOT NULL,
	`key` text NOT NULL,
	`doc` text NOT NULL,
	PRIMARY KEY(`projection`, `key`)
);
--> statement-breakpoint
CREATE TABLE `read_model_jobs` (
	`job_id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`source_stream` text NOT NULL,
	`source_version` integer NOT NULL,
	`source_position` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`enqueued_at` text,
	`finished_at` text
);
--> statement-breakpoint
CREATE INDEX `read_model_jobs_status` ON `read_model_jobs` (`status`,`source_position`);--> statement-breakpoint
CREATE INDEX `read_model_jobs_subject` ON `read_model_jobs` (`kind`,`subject`);--> statement-breakpoint
CREATE TABLE `read_model_projections` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`position` integer NOT NULL,
	`updated_at` text NOT NULL
);
