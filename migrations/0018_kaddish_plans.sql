CREATE TABLE `kaddish_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`label` text,
	`death_year` integer NOT NULL,
	`death_month` integer NOT NULL,
	`death_day` integer NOT NULL,
	`places` text NOT NULL,
	`reminders` integer DEFAULT false NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`feed_token` text,
	`reminded_for` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kaddish_plans_unsubscribeToken_unique` ON `kaddish_plans` (`unsubscribe_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `kaddish_plans_feedToken_unique` ON `kaddish_plans` (`feed_token`);--> statement-breakpoint
CREATE INDEX `kaddish_plans_user_idx` ON `kaddish_plans` (`user_id`);--> statement-breakpoint
CREATE INDEX `kaddish_plans_reminders_idx` ON `kaddish_plans` (`reminders`);