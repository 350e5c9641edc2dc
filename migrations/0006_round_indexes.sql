DROP INDEX `places_ascii_name_idx`;--> statement-breakpoint
ALTER TABLE `places` DROP COLUMN `ascii_name`;--> statement-breakpoint
CREATE UNIQUE INDEX `listing_changes_revert_of_idx` ON `listing_changes` (`revert_of`);