/**
 * Geometry of the units-per-minute chart: one bar per minute of the last hour (oldest first,
 * as the gateway sends them) under the key's budget line. Pure, so that it can be tested.
 */
export interface Barra {
  x: number;
  y: number;
  alto: number;
  unidades: number;
  excede: boolean;
}

export interface Grafico {
  barras: Barra[];
  techo: number;
  /** Where the budget line goes, or null when the budget is not known yet. */
  yLimite: number | null;
}

export function chartGeometry(porMinuto: readonly number[], limite: number | null, ancho: number, alto: number): Grafico {
  const techo = Math.max(1, limite ?? 0, ...porMinuto);
  const paso = ancho / Math.max(1, porMinuto.length);
  const escala = (valor: number) => (valor / techo) * alto;
  const barras = porMinuto.map((unidades, i) => ({
    x: i * paso,
    y: alto - escala(unidades),
    alto: escala(unidades),
    unidades,
    excede: limite !== null && unidades > limite,
  }));
  return { barras, techo, yLimite: limite === null ? null : alto - escala(limite) };
}

export function chartSummary(porMinuto: readonly number[], limite: number | null): string {
  const total = porMinuto.reduce((suma, valor) => suma + valor, 0);
  const maximo = Math.max(0, ...porMinuto);
  const presupuesto = limite === null ? '' : ` de un límite de ${limite} por minuto`;
  return `Unidades gastadas por minuto en la última hora: ${total} en total, como máximo ${maximo} en un minuto${presupuesto}.`;
}
