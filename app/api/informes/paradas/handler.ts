import 'server-only';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { stopsReport } from '@/lib/gateway/report-answers';
import { reportParams } from '@/lib/gateway/report-range';
import { prepareReport } from '@/lib/gateway/reports';
import { parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../../context';

/** The stops of closed days, joined across midnight, by arrival. */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  const report = await prepareReport(gateway, access.scope, parseQuery(url, reportParams));
  return jsonAnswer(request, await stopsReport(gateway, report), { headers: { 'cache-control': 'no-store' } });
};
