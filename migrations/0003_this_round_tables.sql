CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`synagogue_id` integer NOT NULL,
	`text` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `announcements_listing_end_idx` ON `announcements` (`synagogue_id`,`end_date`);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_tokens_user_purpose_idx` ON `email_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `import_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`change` text NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `import_changes_job_change_idx` ON `import_changes` (`job_id`,`change`);--> statement-breakpoint
CREATE TABLE `listing_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`synagogue_id` integer NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer NOT NULL,
	`action` text NOT NULL,
	`before` text,
	`after` text,
	`actor_kind` text NOT NULL,
	`actor_id` text,
	`revert_of` integer,
	`reverted_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_changes_listing_created_idx` ON `listing_changes` (`synagogue_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `listing_managers` (
	`synagogue_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`role` text,
	`granted_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`synagogue_id`, `user_id`),
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_managers_user_idx` ON `listing_managers` (`user_id`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`email` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `manager_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`synagogue_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`phone` text,
	`message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `manager_requests_status_created_idx` ON `manager_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `manager_requests_listing_user_idx` ON `manager_requests` (`synagogue_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `minyan_occurrence_refreshes` (
	`synagogue_id` integer PRIMARY KEY NOT NULL,
	`refreshed_at` integer NOT NULL,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `minyan_occurrences` (
	`synagogue_id` integer NOT NULL,
	`minyan_id` integer NOT NULL,
	`tefillah` text NOT NULL,
	`starts_at` integer NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`start` text NOT NULL,
	`cell` integer NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `minyan_occurrences_cell_starts_idx` ON `minyan_occurrences` (`cell`,`starts_at`);--> statement-breakpoint
CREATE INDEX `minyan_occurrences_synagogue_idx` ON `minyan_occurrences` (`synagogue_id`);--> statement-breakpoint
CREATE TABLE `time_proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`synagogue_id` integer NOT NULL,
	`rules` text NOT NULL,
	`note` text,
	`name` text,
	`email` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `time_proposals_listing_status_idx` ON `time_proposals` (`synagogue_id`,`status`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `not_before` integer;--> statement-breakpoint
ALTER TABLE `minyanim` ADD `source` text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE `places` ADD `feature_code` text;--> statement-breakpoint
ALTER TABLE `places` ADD `area` text;--> statement-breakpoint
ALTER TABLE `synagogues` ADD `hebrew_name` text;--> statement-breakpoint
ALTER TABLE `synagogues` ADD `inactive_reason` text;--> statement-breakpoint
ALTER TABLE `synagogues` ADD `times_source` text;--> statement-breakpoint
ALTER TABLE `synagogues` ADD `osm_service_times` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `session_generation` integer DEFAULT 0 NOT NULL;