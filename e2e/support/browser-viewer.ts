/** Failed requests per app, printed with the figures: a viewer that stops asking would skew them. */
export const failures = new Map<string, number>();

/** What one open browser does: first load, the live stream, positions every 15 s, status every 30 s. */
export async function viewer({ url: base, cookie }: { url: string; cookie: string }, index: number, signal: AbortSignal): Promise<void> {
  const cliente = index % 3 === 0 ? `?cliente=cli_900${(index % 2) + 1}` : '';
  const failed = () => void (signal.aborted || failures.set(base, (failures.get(base) ?? 0) + 1));
  let etag = '';
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { ...headers, cookie }, signal })
      .then(async (r) => {
        await r.arrayBuffer();
        if (!r.ok && r.status !== 304) failed();
        return r;
      })
      // Also a body cut short when the run stops: counted (unless stopping), never thrown.
      .catch(failed);
  const positions = async () => {
    const r = await get(`/api/posiciones${cliente}`, etag ? { 'if-none-match': etag } : {});
    etag = r?.headers.get('etag') ?? etag;
  };
  const every = (ms: number, fn: () => Promise<unknown>) =>
    new Promise<void>((resolve) => {
      const timer = setInterval(() => void fn(), ms);
      signal.addEventListener('abort', () => (clearInterval(timer), resolve()), { once: true });
    });
  await Promise.all(['/api/clientes', '/api/vehiculos', '/api/catalogo/eventos', '/api/estado'].map((p) => get(p)));
  await positions();
  void fetch(`${base}/api/eventos/stream`, { headers: { cookie }, signal })
    .then((r) => r.body?.pipeTo(new WritableStream()))
    .catch(failed);
  await Promise.all([every(15_000, positions), every(30_000, () => get('/api/estado'))]);
}
