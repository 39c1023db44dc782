/**
 * The server's logger (pino, through Fastify): the level, and the redaction every finished line goes
 * through before it is written (redaction.ts), whoever wrote it — a route, a plugin, Fastify itself,
 * an error's message or stack, a child logger's bindings.
 */
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../server-config.ts';
import { redactPrivateData } from './redaction.ts';

/** Where log lines go, when not standard output. */
export interface LogStream {
  write(line: string): void;
}

/** Fastify's `logger` option as an object. */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** The level, and optionally where lines go (tests read them; otherwise standard output). */
export function loggerOptions(level: LogLevel, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: {
      // The line as written, JSON included: what is not there cannot leak through any field.
      streamWrite: redactPrivateData,
    },
  };
}
