import type { SimClientConfig, SimConfig } from '../config';
import { type City, cityByWeight } from './cities';
import { ALIAS_BY_PROFILE, BASIC_TRACKER, CAMERA_MODELS, GPS_MODELS, driverName, plate } from './names';
import { Random, hashInts, hashString, unitHash } from './random';

/** Urban deliveries, long-distance trucks, service calls, and remises (car services with driver). */
export type Profile = 'delivery' | 'longHaul' | 'service' | 'carService';

/**
 * The share of each profile that works by night (`night-shift.ts`): trucks on night runs along
 * the national routes and remises on the night shift. Deliveries and service calls work by day.
 */
const NIGHT_SHIFT_SHARE: Record<Profile, number> = { delivery: 0, service: 0, longHaul: 0.5, carService: 0.5 };

/** One simulated vehicle: who owns it, what it carries, and how it lives. Fixed by the seed. */
export interface SimVehicle {
  index: number;
  id: string;
  clientId: string;
  clientName: string | null;
  patente: string | null;
  nombre: string | null;
  conductor: string | null;
  equipo: { tipo: 'gps' | 'camara'; modelo: string };
  profile: Profile;
  /** Works by night: out in the evening, on the road or taking passengers past midnight, parked by day. */
  nightShift: boolean;
  home: City;
  refrigerated: boolean;
  /** Heavy vehicles run a 24 V electrical system. */
  volts24: boolean;
  /** What the device can tell (a basic tracker lacks odometer, voltage and full heartbeats). */
  hasOdometer: boolean;
  hasVoltage: boolean;
  /** Simpler devices send parked heartbeats without origin or speed. */
  reportsOrigin: boolean;
  /** Devices with a driver-ID reader (iButton/RFID) raise `identificacion_conductor`. */
  readsDriverId: boolean;
  hasPosition: boolean;
  hasHistory: boolean;
  /** Stable integers for hashing: the vehicle's and its client's. */
  key: number;
  clientKey: number;
}

export interface SimClient {
  id: string;
  nombre: string | null;
  vehicles: SimVehicle[];
}

export interface Roster {
  seed: number;
  clients: SimClient[];
  vehicles: SimVehicle[];
  byId: Map<string, SimVehicle>;
  clientById: Map<string, SimClient>;
}

export function buildRoster(config: SimConfig): Roster {
  const vehicles: SimVehicle[] = [];
  const clients: SimClient[] = [];
  for (const client of config.clients) {
    const own = buildClientVehicles(config.seed, client, clients.length + 1, vehicles.length);
    // A loop, not `push(...own)`: a spread passes every vehicle as an argument on the stack.
    for (const vehicle of own) vehicles.push(vehicle);
    clients.push({ id: client.id, nombre: client.name, vehicles: own });
  }
  return {
    seed: config.seed,
    clients,
    vehicles,
    byId: new Map(vehicles.map((v) => [v.id, v])),
    clientById: new Map(clients.map((c) => [c.id, c])),
  };
}

function buildClientVehicles(seed: number, client: SimClientConfig, ordinal: number, firstIndex: number): SimVehicle[] {
  const clientHash = hashInts(seed, hashString(client.id));
  const mainCity = cityByWeight(new Random(clientHash).next());
  const withPosition = client.vehicles - client.withoutPosition;
  const withHistory = withPosition - client.withoutHistory;
  return Array.from({ length: client.vehicles }, (_, i) => {
    const random = new Random(hashInts(clientHash, i));
    const profile = pickProfile(random);
    const home = random.chance(0.7) ? mainCity : cityByWeight(random.next());
    const camera = random.chance(profile === 'longHaul' ? 0.45 : 0.15);
    const patente = random.chance(0.03) ? null : plate(random);
    const alias = random.chance(0.6) ? `${random.pick(ALIAS_BY_PROFILE[profile])} ${String(i + 1).padStart(2, '0')}` : null;
    const modelo = camera ? random.pick(CAMERA_MODELS) : random.pick(GPS_MODELS);
    const key = hashInts(seed, ordinal, i);
    return {
      index: firstIndex + i,
      // The client's ordinal before a fixed-width number keeps ids unique across clients.
      id: `veh_${ordinal}${String(i + 1).padStart(5, '0')}`,
      clientId: client.id,
      clientName: client.name,
      patente,
      nombre: alias ?? patente,
      conductor: random.chance(0.75) ? driverName(random) : null,
      equipo: { tipo: camera ? 'camara' : 'gps', modelo },
      profile,
      // Drawn apart from the vehicle's sequence, so that adding it changed nothing else about a vehicle.
      nightShift: unitHash(key, 0x4e16) < NIGHT_SHIFT_SHARE[profile],
      home,
      refrigerated: (profile === 'delivery' || profile === 'longHaul') && random.chance(0.2),
      volts24: profile === 'longHaul',
      hasOdometer: modelo !== BASIC_TRACKER,
      hasVoltage: modelo !== BASIC_TRACKER,
      reportsOrigin: modelo !== BASIC_TRACKER,
      readsDriverId: modelo.startsWith('Teltonika'),
      hasPosition: i < withPosition,
      // The client's last vehicles never reported; the ones just before them keep no history.
      hasHistory: i < withHistory || i >= withPosition,
      key,
      clientKey: clientHash,
    };
  });
}

function pickProfile(random: Random): Profile {
  const u = random.next();
  if (u < 0.55) return 'delivery';
  if (u < 0.8) return 'longHaul';
  if (u < 0.95) return 'service';
  return 'carService';
}
