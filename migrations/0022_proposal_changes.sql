CREATE TABLE `manager_digests` (
	`user_id` text PRIMARY KEY NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`last_sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `manager_digests_unsubscribeToken_unique` ON `manager_digests` (`unsubscribe_token`);--> statement-breakpoint
ALTER TABLE `time_proposals` ADD `changes` text;--> statement-breakpoint
ALTER TABLE `time_proposals` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `time_proposals` ADD `accepted` text;