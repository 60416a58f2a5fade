import 'server-only';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/**
 * One JSON object per line. Every line goes through `redact` last, so that even a message that
 * somehow carried the key would not print it; nothing logs headers in the first place.
 */
export function createLogger(options: { silent: boolean; redact: (text: string) => string }): Logger {
  function write(nivel: 'info' | 'warn' | 'error', msg: string, fields: LogFields = {}) {
    if (options.silent) return;
    const line = options.redact(JSON.stringify({ t: new Date().toISOString(), nivel, msg, ...fields }));
    (nivel === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
  }
  return {
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  };
}
