import { CATALOGO } from '@/lib/fleet/catalog';
import type { EventData } from './event-columns';
import type { Utf8Writer } from './utf8-writer';

/**
 * An event's `,"tipo":…,"categoria":…,"descripcion":…` as UTF-8, and the `entrada`/`sensor`
 * tail of the two input types. A fifth of the events carry a detail in their description, but
 * the details are few and recur (the depot, a speed limit, a driver's name, an input's sensor):
 * each described text is built, escaped and encoded once and then copied, which costs a small
 * part of building it per event.
 */
const TYPE_PARTS = CATALOGO.map((entry) => {
  const head = `,"tipo":"${entry.tipo}","categoria":"${entry.categoria}","descripcion":`;
  return { head, plain: Buffer.from(`${head}${JSON.stringify(entry.descripcion)}`), descripcion: entry.descripcion };
});

const INPUT_TYPES = ['entrada_activada', 'entrada_desactivada'].map((tipo) => CATALOGO.findIndex((e) => e.tipo === tipo));
/** By catalog number: 1 for the two input types, looked up per event. */
export const IS_INPUT = Uint8Array.from(CATALOGO, (_, type) => (INPUT_TYPES.includes(type) ? 1 : 0));
const SPEEDING = CATALOGO.findIndex((e) => e.tipo === 'exceso_velocidad');

/** Texts kept per type at most: driver names are one per vehicle, and a fleet has 20,000. */
const KEPT_PER_TYPE = 2_000;

interface InputText {
  description: Uint8Array;
  tail: Uint8Array;
}

/** The speeding text around its speed: `…"Exceso de velocidad: ` and ` km/h (máxima 60 km/h)"`. */
interface SpeedText {
  before: Uint8Array;
  after: Uint8Array;
}

/** By type, then by detail (inputs: by sensor, then entrada). */
const described = CATALOGO.map(() => new Map<string, Uint8Array>());
const inputs = CATALOGO.map(() => new Map<string | null, InputText[]>());
const speeds = new Map<string | null, SpeedText>();

/** Keeps a text just made; callers look it up first (a closure to make it would cost one per event). */
function remember<K, V>(texts: Map<K, V>, key: K, text: V): V {
  if (texts.size >= KEPT_PER_TYPE) texts.clear();
  texts.set(key, text);
  return text;
}

/** `"text"` as JSON, without its closing quote (`open`) or its opening one (`close`). */
const open = (text: string) => JSON.stringify(text).slice(0, -1);
const close = (text: string) => JSON.stringify(text).slice(1);

function inputText(type: number, entrada: number, sensor: string | null): InputText {
  const bySensor = inputs[type]!;
  const byEntrada = bySensor.get(sensor) ?? remember(bySensor, sensor, []);
  let text = byEntrada[entrada];
  if (!text) {
    const { head, descripcion } = TYPE_PARTS[type]!;
    const what = `${descripcion} ${entrada}${sensor ? ` (${sensor.replaceAll('_', ' ')})` : ''}`;
    text = {
      description: Buffer.from(`${head}${JSON.stringify(what)}`),
      tail: Buffer.from(`,"entrada":${entrada},"sensor":${JSON.stringify(sensor)}`),
    };
    byEntrada[entrada] = text;
  }
  return text;
}

function speedText(detail: string | null): SpeedText {
  const { head, descripcion } = TYPE_PARTS[SPEEDING]!;
  return { before: Buffer.from(`${head}${open(`${descripcion}: `)}`), after: Buffer.from(close(` km/h (${detail})`)) };
}

function describedText(type: number, detail: string): Uint8Array {
  const { head, descripcion } = TYPE_PARTS[type]!;
  return Buffer.from(`${head}${JSON.stringify(`${descripcion}: ${detail}`)}`);
}

/** `tipo`, `categoria` and `descripcion`: the catalog's text, with the event's detail when it has one. */
export function writeTypePart(out: Utf8Writer, data: EventData, i: number): void {
  const type = data.type[i]!;
  const detail = data.detail[i]!;
  if (IS_INPUT[type] === 1) {
    out.bytes(inputText(type, data.entrada[i]!, data.sensor[i]!).description);
  } else if (type === SPEEDING && data.kmh[i]! >= 0) {
    const text = speeds.get(detail) ?? remember(speeds, detail, speedText(detail));
    out.bytes(text.before);
    out.digits(data.kmh[i]!);
    out.bytes(text.after);
  } else if (detail) {
    const texts = described[type]!;
    out.bytes(texts.get(detail) ?? remember(texts, detail, describedText(type, detail)));
  } else {
    out.bytes(TYPE_PARTS[type]!.plain);
  }
}

/** `,"entrada":…,"sensor":…`, on the two input types only. */
export function writeInputTail(out: Utf8Writer, data: EventData, i: number): void {
  out.bytes(inputText(data.type[i]!, data.entrada[i]!, data.sensor[i]!).tail);
}
