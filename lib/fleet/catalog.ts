/**
 * The event catalog of docs/fleet-api.md#event-catalogue. Category identifiers are fixed by docs/embedded-api.md#other-choices.
 * Descriptions are the human text the catalog endpoint answers.
 */
export const CATEGORIAS = [
  { id: 'seguridad', nombre: 'Seguridad' },
  { id: 'conduccion', nombre: 'Conducción' },
  { id: 'conductor', nombre: 'Conductor (cámara)' },
  { id: 'energia', nombre: 'Energía y equipo' },
  { id: 'ubicacion', nombre: 'Ubicación' },
  { id: 'sensores', nombre: 'Sensores' },
  { id: 'vehiculo', nombre: 'Vehículo' },
  { id: 'otros', nombre: 'Otros' },
] as const;

export type CategoriaId = (typeof CATEGORIAS)[number]['id'];
export const CATEGORIA_IDS = CATEGORIAS.map((c) => c.id) as [CategoriaId, ...CategoriaId[]];

const TYPES = {
  seguridad: {
    panico: 'Botón de pánico',
    puerta_abierta: 'Puerta abierta',
    puerta_cerrada: 'Puerta cerrada',
    ventanilla_abierta: 'Ventanilla abierta',
    ventanilla_cerrada: 'Ventanilla cerrada',
    corte_combustible_activado: 'Corte de combustible activado',
    corte_combustible_desactivado: 'Corte de combustible desactivado',
    sabotaje: 'Sabotaje del equipo',
    inhibidor_detectado: 'Inhibidor de señal detectado',
    inhibidor_finalizado: 'Inhibidor de señal finalizado',
    vibracion: 'Vibración detectada',
    desplazamiento: 'Desplazamiento sin encendido',
    alarma_activada: 'Alarma activada',
    alarma_desactivada: 'Alarma desactivada',
    alarma_disparada: 'Alarma disparada',
  },
  conduccion: {
    encendido: 'Motor encendido',
    apagado: 'Motor apagado',
    exceso_velocidad: 'Exceso de velocidad',
    frenada_brusca: 'Frenada brusca',
    aceleracion_brusca: 'Aceleración brusca',
    giro_brusco: 'Giro brusco',
    cambio_carril_brusco: 'Cambio de carril brusco',
    colision: 'Colisión',
    vuelco: 'Vuelco',
    conduccion_prolongada: 'Conducción prolongada',
    conduccion_nocturna: 'Conducción nocturna',
    detencion_prolongada: 'Detención prolongada',
    ralenti: 'Motor en ralentí',
    desvio_de_ruta: 'Desvío de ruta',
  },
  conductor: {
    fatiga: 'Fatiga del conductor',
    distraccion: 'Distracción del conductor',
    uso_celular: 'Uso de celular al conducir',
    fumando: 'Conductor fumando',
    aviso_colision_frontal: 'Aviso de colisión frontal',
    salida_de_carril: 'Salida de carril',
    distancia_insuficiente: 'Distancia de seguimiento insuficiente',
    peaton_detectado: 'Peatón detectado',
  },
  energia: {
    corte_alimentacion: 'Corte de alimentación',
    alimentacion_baja: 'Alimentación baja',
    bateria_baja: 'Batería interna baja',
    equipo_conectado: 'Equipo conectado',
    equipo_reiniciado: 'Equipo reiniciado',
    sin_conexion: 'Equipo sin conexión',
    sin_senal_gps: 'Sin señal GPS',
    senal_gps_recuperada: 'Señal GPS recuperada',
    cambio_de_chip: 'Cambio de chip',
  },
  ubicacion: {
    geocerca_entrada: 'Entrada a geocerca',
    geocerca_salida: 'Salida de geocerca',
  },
  sensores: {
    temperatura_alta: 'Temperatura alta',
    temperatura_baja: 'Temperatura baja',
    temperatura_fuera_de_rango: 'Temperatura fuera de rango',
    temperatura_normal: 'Temperatura normalizada',
    humedad_alta: 'Humedad alta',
    humedad_baja: 'Humedad baja',
    posible_robo_combustible: 'Posible robo de combustible',
    carga_combustible: 'Carga de combustible',
    entrada_activada: 'Entrada activada',
    entrada_desactivada: 'Entrada desactivada',
    identificacion_conductor: 'Identificación de conductor',
  },
  vehiculo: {
    falla_vehiculo: 'Falla del vehículo',
    mantenimiento: 'Mantenimiento requerido',
  },
  otros: {
    otro: 'Otro evento',
  },
} as const satisfies Record<CategoriaId, Record<string, string>>;

type TypesOf<C extends CategoriaId> = keyof (typeof TYPES)[C];
export type TipoEventoNombre = { [C in CategoriaId]: TypesOf<C> }[CategoriaId] & string;

export interface CatalogEntry {
  tipo: TipoEventoNombre;
  categoria: CategoriaId;
  categoria_nombre: string;
  descripcion: string;
}

export const CATALOGO: readonly CatalogEntry[] = CATEGORIAS.flatMap((cat) =>
  Object.entries(TYPES[cat.id]).map(([tipo, descripcion]) => ({
    tipo: tipo as TipoEventoNombre,
    categoria: cat.id,
    categoria_nombre: cat.nombre,
    descripcion,
  })),
);

export const EVENT_TYPES = CATALOGO.map((e) => e.tipo) as [TipoEventoNombre, ...TipoEventoNombre[]];

const BY_TYPE = new Map<string, CatalogEntry>(CATALOGO.map((e) => [e.tipo, e]));

export function catalogEntry(tipo: string): CatalogEntry | undefined {
  return BY_TYPE.get(tipo);
}

/** How a type reads to people: its description, or its name when the catalogue does not know it (a newer upstream's type). */
export function tipoLabel(tipo: string): string {
  return catalogEntry(tipo)?.descripcion ?? tipo;
}

export function isTipoEvento(tipo: string): tipo is TipoEventoNombre {
  return BY_TYPE.has(tipo);
}

/** Types a control room must never miss (issue: events feed). */
export const CRITICAL_TYPES: readonly TipoEventoNombre[] = [
  'panico',
  'colision',
  'vuelco',
  'sabotaje',
  'alarma_disparada',
  'corte_alimentacion',
  'posible_robo_combustible',
  'desvio_de_ruta',
];

export function isTipoCritico(tipo: string): boolean {
  return (CRITICAL_TYPES as readonly string[]).includes(tipo);
}
