ALTER TABLE "event_day" ADD COLUMN "conteos" text;--> statement-breakpoint
ALTER TABLE "route_day" ADD COLUMN "hechos_version" integer;--> statement-breakpoint
ALTER TABLE "route_day" ADD COLUMN "hechos_resumen" text;--> statement-breakpoint
ALTER TABLE "route_day" ADD COLUMN "hechos_piezas" text;