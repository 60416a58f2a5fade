CREATE TABLE "route_refusal" (
	"vehiculo" text PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
