CREATE TABLE `ads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`image_url` text,
	`link_url` text,
	`description` text,
	`ad_type` text DEFAULT 'banner' NOT NULL,
	`placement` text DEFAULT 'header' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`start_date` integer,
	`end_date` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ads_active_order_idx` ON `ads` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`source` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`cursor` text,
	`total` integer DEFAULT 0 NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`inserted` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_run_at` integer,
	`last_error` text,
	`started_by` text,
	`started_at` integer,
	`finished_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`started_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `jobs_kind_status_idx` ON `jobs` (`kind`,`status`);--> statement-breakpoint
CREATE TABLE `minyanim` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`synagogue_id` integer NOT NULL,
	`tefillah` text NOT NULL,
	`days` text DEFAULT '[]' NOT NULL,
	`time` text,
	`zman` text,
	`offset_minutes` integer DEFAULT 0 NOT NULL,
	`rounding` text DEFAULT 'none' NOT NULL,
	`valid_from` text,
	`valid_until` text,
	`date` text,
	`notes` text,
	`language` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `minyanim_synagogue_idx` ON `minyanim` (`synagogue_id`);--> statement-breakpoint
CREATE TABLE `places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`ascii_name` text NOT NULL,
	`admin1` text,
	`country` text NOT NULL,
	`zip` text,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`tzid` text NOT NULL,
	`population` integer DEFAULT 0 NOT NULL,
	`geonameid` integer
);
--> statement-breakpoint
CREATE INDEX `places_ascii_name_idx` ON `places` ("ascii_name" collate nocase,`population`);--> statement-breakpoint
CREATE INDEX `places_zip_idx` ON `places` (`zip`);--> statement-breakpoint
CREATE UNIQUE INDEX `places_geonameid_unique` ON `places` (`geonameid`);--> statement-breakpoint
CREATE INDEX `places_lat_lng_idx` ON `places` (`latitude`,`longitude`);--> statement-breakpoint
CREATE TABLE `sponsor_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`website` text,
	`description` text,
	`sponsorship_interest` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `sponsor_submissions_created_idx` ON `sponsor_submissions` (`created_at`);--> statement-breakpoint
CREATE TABLE `sponsors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`logo_url` text,
	`website` text,
	`website_url` text,
	`description` text,
	`contact_email` text,
	`sponsorship_level` text DEFAULT 'bronze' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sponsors_active_order_idx` ON `sponsors` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`synagogue_name` text NOT NULL,
	`address` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`country` text DEFAULT 'USA',
	`phone` text,
	`website` text,
	`nusach` text,
	`has_wheelchair_access` integer DEFAULT false NOT NULL,
	`has_mikve` integer DEFAULT false NOT NULL,
	`has_parking` integer DEFAULT false NOT NULL,
	`has_youth_programs` integer DEFAULT false NOT NULL,
	`submitter_name` text NOT NULL,
	`submitter_email` text NOT NULL,
	`submitter_phone` text NOT NULL,
	`notes` text,
	`minyan_times` text,
	`synagogue_id` integer,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`synagogue_id`) REFERENCES `synagogues`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `submissions_status_created_idx` ON `submissions` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `synagogues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`state` text,
	`zip_code` text,
	`country` text DEFAULT 'USA' NOT NULL,
	`latitude` real,
	`longitude` real,
	`phone` text,
	`website` text,
	`nusach` text,
	`has_wheelchair_access` integer DEFAULT false NOT NULL,
	`has_mikve` integer DEFAULT false NOT NULL,
	`has_parking` integer DEFAULT false NOT NULL,
	`has_youth_programs` integer DEFAULT false NOT NULL,
	`google_place_id` text,
	`opening_hours` text,
	`minyan_times` text,
	`amenities` text,
	`notes` text,
	`is_active` integer DEFAULT true NOT NULL,
	`source` text DEFAULT 'admin' NOT NULL,
	`source_id` text,
	`edited_fields` text DEFAULT '[]' NOT NULL,
	`geocode_precision` text,
	`times_confirmed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `synagogues_googlePlaceId_unique` ON `synagogues` (`google_place_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `synagogues_source_source_id_unique` ON `synagogues` (`source`,`source_id`);--> statement-breakpoint
CREATE INDEX `synagogues_city_idx` ON `synagogues` (`city`);--> statement-breakpoint
CREATE INDEX `synagogues_zip_code_idx` ON `synagogues` (`zip_code`);--> statement-breakpoint
CREATE INDEX `synagogues_lat_lng_idx` ON `synagogues` (`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `synagogues_is_active_name_idx` ON `synagogues` (`is_active`,`name`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text,
	`profile_image_url` text,
	`role` text DEFAULT 'member' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);