import log from 'electron-log/main';
import { LOG_MAX_BYTES } from '../diagnostics';

/**
 * The app's log file (electron-log): warnings and errors of the main process, rotated at 1 MiB
 * (one previous file kept). Never given request bodies, cookies or passwords.
 */
export interface LogFile {
  path: string;
  info: (...data: unknown[]) => void;
  warn: (...data: unknown[]) => void;
  error: (...data: unknown[]) => void;
}

export function setUpLogFile(file: string): LogFile {
  log.transports.file.resolvePathFn = () => file;
  log.transports.file.maxSize = LOG_MAX_BYTES;
  log.transports.file.level = 'info';
  log.transports.console.level = false;
  log.errorHandler.startCatching({ showDialog: false });
  return {
    path: file,
    info: (...data) => log.info(...data),
    warn: (...data) => log.warn(...data),
    error: (...data) => log.error(...data),
  };
}
