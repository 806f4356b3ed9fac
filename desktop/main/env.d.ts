/// <reference types="electron-vite/node" />

/** Build-time settings of the main process (electron-vite reads MAIN_VITE_* from the environment). */
interface ImportMetaEnv {
  /** An https collector for crash reports; without it dumps stay on the computer. */
  readonly MAIN_VITE_CRASH_REPORT_URL?: string;
}
