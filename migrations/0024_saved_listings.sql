CREATE TABLE `saved_listings` (
	`user_id` text NOT NULL,
	`synagogue_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `synagogue_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_listings_synagogue_idx` ON `saved_listings` (`synagogue_id`);