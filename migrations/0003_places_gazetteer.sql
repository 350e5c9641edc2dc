ALTER TABLE `places` ADD `feature_code` text;--> statement-breakpoint
ALTER TABLE `places` ADD `area` text;