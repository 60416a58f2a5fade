import 'server-only';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { summaryReport } from '@/lib/gateway/report-answers';
import { reportParams } from '@/lib/gateway/report-range';
import { prepareReport } from '@/lib/gateway/reports';
import { parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../../context';

/** The summary of closed days per vehicle, per day and for the fleet (lib/fleet/informes-api.ts). */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  const report = await prepareReport(gateway, access.scope, parseQuery(url, reportParams));
  return jsonAnswer(request, await summaryReport(gateway, report), { headers: { 'cache-control': 'no-store' } });
};
