import 'server-only';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { tripsReport } from '@/lib/gateway/report-answers';
import { reportParams } from '@/lib/gateway/report-range';
import { prepareReport } from '@/lib/gateway/reports';
import { parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../../context';

/** The trips of closed days, joined across midnight, by start time. */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  const report = await prepareReport(gateway, access.scope, parseQuery(url, reportParams));
  return jsonAnswer(request, await tripsReport(gateway, report), { headers: { 'cache-control': 'no-store' } });
};
