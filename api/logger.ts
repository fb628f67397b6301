import pino from 'pino';
import type { Config } from './config.ts';

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>) {
  return pino({ level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL, base: undefined });
}
