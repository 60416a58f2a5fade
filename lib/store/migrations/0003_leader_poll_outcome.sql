ALTER TABLE "leader_lease" ADD COLUMN "polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leader_lease" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leader_lease" ADD COLUMN "failure" text;