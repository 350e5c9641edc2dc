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
ALTER TABLE `jobs` ADD `not_before` integer;--> statement-breakpoint
ALTER TABLE `synagogues` ADD `hebrew_name` text;--> statement-breakpoint
ALTER TABLE `synagogues` ADD `inactive_reason` text;