DROP INDEX `minyan_occurrences_cell_starts_idx`;--> statement-breakpoint
CREATE INDEX `minyan_occurrences_area_idx` ON `minyan_occurrences` (`cell`,`starts_at`,`latitude`,`longitude`,`tefillah`);--> statement-breakpoint
ALTER TABLE `minyan_occurrence_refreshes` ADD `cell` integer;--> statement-breakpoint
CREATE INDEX `minyan_occurrence_refreshes_cell_idx` ON `minyan_occurrence_refreshes` (`cell`,`refreshed_at`);--> statement-breakpoint
CREATE INDEX `minyan_occurrence_refreshes_due_idx` ON `minyan_occurrence_refreshes` (`refreshed_at`);