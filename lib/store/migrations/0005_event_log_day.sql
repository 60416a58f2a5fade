CREATE TABLE "event_log_day" (
	"dia" date PRIMARY KEY NOT NULL,
	"cantidad" integer NOT NULL,
	"vehiculos" text[] NOT NULL,
	"tipos" text[] NOT NULL,
	"json" text NOT NULL
);
