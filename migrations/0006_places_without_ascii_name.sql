DROP INDEX `places_ascii_name_idx`;--> statement-breakpoint
ALTER TABLE `places` DROP COLUMN `ascii_name`;