-- The file's identity for shared queues: a random id made here, at the file's creation (or its
-- first open after this migration). file_inode is filled in by the first open that knows the file.
CREATE TABLE `read_model_identity` (
	`database_id` text PRIMARY KEY NOT NULL,
	`file_inode` text
);
--> statement-breakpoint
INSERT INTO `read_model_identity` (`database_id`) VALUES (lower(hex(randomblob(8))));
