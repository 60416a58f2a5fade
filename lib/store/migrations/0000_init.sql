CREATE TABLE "budget" (
	"id" text PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "budget_spend" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_spend_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"budget_id" text NOT NULL,
	"units" integer NOT NULL,
	"priority" smallint NOT NULL,
	"history" boolean NOT NULL,
	"instance" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "budget_waiter" (
	"budget_id" text NOT NULL,
	"ticket" text NOT NULL,
	"priority" smallint NOT NULL,
	"units" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "budget_waiter_budget_id_ticket_pk" PRIMARY KEY("budget_id","ticket")
);
--> statement-breakpoint
CREATE TABLE "event_coverage" (
	"desde" timestamp with time zone PRIMARY KEY NOT NULL,
	"hasta" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_day" (
	"vehiculo" text NOT NULL,
	"dia" date NOT NULL,
	"cantidad" integer NOT NULL,
	"eventos" "bytea" NOT NULL,
	"stored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_day_vehiculo_dia_pk" PRIMARY KEY("vehiculo","dia")
);
--> statement-breakpoint
CREATE TABLE "event_log" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"vehiculo" text NOT NULL,
	"tipo" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "event_log_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "event_log_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"high_seq" bigint DEFAULT 0 NOT NULL,
	"pruned_through" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_log_state_single_row" CHECK ("event_log_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "leader_lease" (
	"role" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"term" bigint NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_session" (
	"id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_day" (
	"vehiculo" text NOT NULL,
	"dia" date NOT NULL,
	"patente" text,
	"cantidad_puntos" integer NOT NULL,
	"distancia_km" double precision NOT NULL,
	"puntos" "bytea" NOT NULL,
	"stored_at" timestamp with time zone NOT NULL,
	CONSTRAINT "route_day_vehiculo_dia_pk" PRIMARY KEY("vehiculo","dia")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failure" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"failures" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failure_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE TABLE "snapshot" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"body" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "budget_spend_budget_taken" ON "budget_spend" USING btree ("budget_id","taken_at");--> statement-breakpoint
CREATE INDEX "event_day_dia" ON "event_day" USING btree ("dia");--> statement-breakpoint
CREATE INDEX "event_log_fecha_id" ON "event_log" USING btree ("fecha","id" collate "C");--> statement-breakpoint
CREATE INDEX "event_log_vehiculo_fecha" ON "event_log" USING btree ("vehiculo","fecha");--> statement-breakpoint
CREATE INDEX "revoked_session_until" ON "revoked_session" USING btree ("until");--> statement-breakpoint
CREATE INDEX "route_day_dia" ON "route_day" USING btree ("dia");--> statement-breakpoint
INSERT INTO "event_log_state" ("id") VALUES (1);
