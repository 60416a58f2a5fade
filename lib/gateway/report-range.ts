import 'server-only';
import { z } from 'zod';
import { shiftDay } from '@/lib/fleet/calendar-days';
import { INFORME_MAX_DIAS } from '@/lib/fleet/informes-api';
import { argentinaDay } from '@/lib/fleet/time';
import { filterParams } from './query';
import { GatewayError } from './gateway-error';
import type { FleetTime } from './service-clock';

/** When neither end is given: the last week of closed days. */
const DEFAULT_DIAS = 7;

/** `/api/informes/*`: Argentina days, both included, and the usual vehicle filter. */
export const reportParams = {
  desde: z.iso.date('se espera un día aaaa-mm-dd').optional(),
  hasta: z.iso.date('se espera un día aaaa-mm-dd').optional(),
  ...filterParams,
};

export interface ReportDays {
  desde: string;
  hasta: string;
}

/**
 * The closed days a report covers. Days are counted on the fleet's clock, never the machine's:
 * "yesterday" is the fleet's. Without `hasta` it is yesterday; without `desde`, the week ending
 * on `hasta`. Only closed days, at most `INFORME_MAX_DIAS` of them and none older than that.
 */
export function parseReportDays(query: { desde?: string; hasta?: string }, fleetTime: FleetTime): ReportDays {
  const today = argentinaDay(fleetTime.now());
  const yesterday = shiftDay(today, -1);
  const oldest = shiftDay(today, -INFORME_MAX_DIAS);
  const hasta = query.hasta ?? yesterday;
  const desde = query.desde ?? shiftDay(hasta, 1 - DEFAULT_DIAS);
  if (hasta > yesterday) throw invalid(`Los informes abarcan solo días cerrados: «hasta» puede ser a lo sumo ${yesterday}.`);
  if (desde > hasta) throw invalid(`«desde» (${desde}) es posterior a «hasta» (${hasta}).`);
  if (desde < oldest) throw invalid(`Los informes abarcan los últimos ${INFORME_MAX_DIAS} días: «desde» no puede ser anterior a ${oldest}.`);
  return { desde, hasta };
}

function invalid(mensaje: string): GatewayError {
  return GatewayError.badInput('parametro_invalido', mensaje);
}
