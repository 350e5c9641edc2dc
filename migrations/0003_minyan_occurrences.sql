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
CREATE INDEX `minyan_occurrences_synagogue_idx` ON `minyan_occurrences` (`synagogue_id`);