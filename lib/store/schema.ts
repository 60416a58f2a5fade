import 'server-only';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/*
 * The store's schema, the one source of its row types; `npm run db:generate` writes the
 * migration files (`migrations/`) from changes to it.
 *
 * Why Drizzle and not Kysely: Drizzle ships drivers for both of our engines, PGlite and
 * node-postgres, in the one package and kept by its own team (Kysely has no PGlite dialect of
 * its own, the community ones pin PGlite ≤ 0.4 or bring a CLI framework along, and Kysely 0.29
 * needs Node 22). Both drivers give the same `PgDatabase` type, so every query is written once
 * against it. Its schema in TypeScript types each row without a hand-kept interface, and
 * drizzle-kit turns a schema change into a reviewed SQL file; the migrator that applies them
 * takes no lock of its own, so `migrate.ts` holds an advisory lock around it.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Binary columns come back as Buffer from node-postgres and as Uint8Array from PGlite: both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Every event the follower saw, once. `seq` is handed out under an advisory lock held until
 * commit (`event-log.ts`), so events become visible in the order of their numbers and a reader
 * resuming after `seq` never skips one committed later with a smaller number.
 */
export const eventLog = pgTable(
  'event_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: text('id').notNull().unique(),
    vehiculo: text('vehiculo').notNull(),
    tipo: text('tipo').notNull(),
    fecha: ts('fecha').notNull(),
    receivedAt: ts('received_at').notNull(),
    /** The event as the API answered it (validated), so it is given back byte for byte. */
    body: text('body').notNull(),
    /**
     * Written by a catch-up (the follower reading a span nobody followed as it happened): every
     * instance's streams send it as already happened, not as news. A column rather than a hint in
     * the notice, because notices are lost when a listener reconnects and a stream may read the
     * event long after it was written (a resume).
     */
    recent: boolean('recent').notNull().default(false),
  },
  // Time then id in byte order is the order every history answer is given in: read from the
  // index, a week of events needs no sort (which spilled to disk at the default work_mem).
  (t) => [index('event_log_fecha_id').on(t.fecha, sql`${t.id} collate "C"`), index('event_log_vehiculo_fecha').on(t.vehiculo, t.fecha)],
);

/**
 * A closed Argentina day of the log, its events' bodies already joined in the order history
 * answers them (`event-log-days.ts`): a week is read as 7 texts, not 100,000 rows. Built on the
 * first read of the day and removed by every append or prune that touches it. Which vehicles and
 * types it holds says whether it answers a filtered query as it is.
 */
export const eventLogDay = pgTable('event_log_day', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  cantidad: integer('cantidad').notNull(),
  vehiculos: text('vehiculos').array().notNull(),
  tipos: text('tipos').array().notNull(),
  json: text('json').notNull(),
});

/** One row: the highest `seq` committed, and the highest removed by retention (a reader behind it lost events). */
export const eventLogState = pgTable(
  'event_log_state',
  {
    id: smallint('id').primaryKey().default(1),
    highSeq: bigint('high_seq', { mode: 'number' }).notNull().default(0),
    prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('event_log_state_single_row', sql`${t.id} = 1`)],
);

/**
 * Instants the follower has read in full from the API (both ends included), merged into disjoint
 * spans, for one scope of the key (`scope`, a digest of its vehicles): spans read for another
 * scope say nothing of this one's events.
 */
export const eventCoverage = pgTable('event_coverage', {
  desde: ts('desde').primaryKey(),
  hasta: ts('hasta').notNull(),
  scope: text('scope').notNull().default(''),
});

/** A closed vehicle-day's route (Argentina day), its points encoded by `route-codec.ts`. */
export const routeDay = pgTable(
  'route_day',
  {
    vehiculo: text('vehiculo').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    patente: text('patente'),
    cantidadPuntos: integer('cantidad_puntos').notNull(),
    distanciaKm: doublePrecision('distancia_km').notNull(),
    puntos: bytea('puntos').notNull(),
    storedAt: ts('stored_at').notNull(),
    /**
     * The derived facts (lib/fleet/route-facts) of the day, derived when it is stored: the
     * `ROUTE_FACTS_VERSION` they were derived with (null: not yet, or a database older than
     * them), the day's summary as JSON (`day-facts.ts`), and its trips and stops as JSON. Two
     * texts so that a report's summary of 30,000 vehicle-days never parses their trips.
     */
    hechosVersion: integer('hechos_version'),
    hechosResumen: text('hechos_resumen'),
    hechosPiezas: text('hechos_piezas'),
  },
  (t) => [primaryKey({ columns: [t.vehiculo, t.dia] }), index('route_day_dia').on(t.dia)],
);

/** A closed vehicle-day's events (compressed JSON array); a row with none says the day had none. */
export const eventDay = pgTable(
  'event_day',
  {
    vehiculo: text('vehiculo').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    cantidad: integer('cantidad').notNull(),
    eventos: bytea('eventos').notNull(),
    storedAt: ts('stored_at').notNull(),
    /** `{byCategory, byType}` of its events as JSON (`countEvents`), so reports never unpack them; null until counted. */
    conteos: text('conteos'),
  },
  (t) => [primaryKey({ columns: [t.vehiculo, t.dia] }), index('event_day_dia').on(t.dia)],
);

/**
 * Vehicles whose routes the service refuses for good (`501 no_disponible`: it keeps none for
 * them). The history sync leaves them out until it asks again a day later, and its progress,
 * shown by every instance, counts without them.
 */
export const routeRefusal = pgTable('route_refusal', {
  vehiculo: text('vehiculo').primaryKey(),
  codigo: text('codigo').notNull(),
  at: ts('at').notNull(),
});

/** Sessions signed out before their cookie expired, kept until it would have. */
export const revokedSession = pgTable(
  'revoked_session',
  {
    id: text('id').primaryKey(),
    until: ts('until').notNull(),
  },
  (t) => [index('revoked_session_until').on(t.until)],
);

/** Failed sign-ins per user name or per address, and the lock-out they earned. */
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull(),
    windowEnds: ts('window_ends').notNull(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);

/** One row per budget (an API key's fingerprint, never the key): locked to serialize every take. */
export const budget = pgTable('budget', {
  id: text('id').primaryKey(),
  pausedUntil: ts('paused_until'),
  /** Units the upstream last reported spent by other users of the key, and when: they count for a minute. */
  foreignUnits: integer('foreign_units').notNull().default(0),
  foreignAt: ts('foreign_at'),
});

/** Units taken from a budget: counted from the take until a minute after the answer. */
export const budgetSpend = pgTable(
  'budget_spend',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    budgetId: text('budget_id').notNull(),
    units: integer('units').notNull(),
    priority: smallint('priority').notNull(),
    history: boolean('history').notNull(),
    instance: text('instance').notNull(),
    takenAt: ts('taken_at').notNull(),
    answeredAt: ts('answered_at'),
  },
  (t) => [index('budget_spend_budget_taken').on(t.budgetId, t.takenAt)],
);

/** Takes that were refused and will try again: less urgent takes on any instance leave their units. */
export const budgetWaiter = pgTable(
  'budget_waiter',
  {
    budgetId: text('budget_id').notNull(),
    ticket: text('ticket').notNull(),
    priority: smallint('priority').notNull(),
    units: integer('units').notNull(),
    since: ts('since').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.budgetId, t.ticket] })],
);

/** Who leads a role until when; `term` grows at every change of holder. */
export const leaderLease = pgTable('leader_lease', {
  role: text('role').primaryKey(),
  holder: text('holder').notNull(),
  term: bigint('term', { mode: 'number' }).notNull(),
  since: ts('since').notNull(),
  expiresAt: ts('expires_at').notNull(),
  /** The holder's last poll that succeeded, its last that failed and why: the other instances show them. */
  polledAt: ts('polled_at'),
  failedAt: ts('failed_at'),
  failure: text('failure'),
});

/** The leader's latest snapshot of something every instance serves (the positions), compressed. */
export const snapshot = pgTable('snapshot', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  takenAt: ts('taken_at').notNull(),
  body: bytea('body').notNull(),
});
