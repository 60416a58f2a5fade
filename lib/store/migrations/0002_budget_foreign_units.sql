ALTER TABLE "budget" ADD COLUMN "foreign_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget" ADD COLUMN "foreign_at" timestamp with time zone;