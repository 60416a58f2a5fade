import 'server-only';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { daysReport } from '@/lib/gateway/report-answers';
import { reportParams } from '@/lib/gateway/report-range';
import { prepareReport } from '@/lib/gateway/reports';
import { parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../../context';

/** Every held vehicle-day of closed days with its totals and events' counts, for the summary per day (lib/fleet/informes-api.ts). */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  const report = await prepareReport(gateway, access.scope, parseQuery(url, reportParams));
  return jsonAnswer(request, await daysReport(gateway, report), { headers: { 'cache-control': 'no-store' } });
};
