import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Models } from '../db/models';

/** What every router needs from the running app. */
export interface RouteDeps {
  config: Config;
  models: Models;
  log: Logger;
}
