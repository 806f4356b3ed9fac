import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crashReporterOptions, diagnosticsPaths } from './diagnostics';

describe('diagnostics', () => {
  it('keeps crash dumps and the log in the app folder', () => {
    expect(diagnosticsPaths('/home/u/.config/lamsat-admin')).toEqual({
      crashDumps: path.join('/home/u/.config/lamsat-admin', 'crashes'),
      logFile: path.join('/home/u/.config/lamsat-admin', 'logs', 'main.log'),
    });
  });

  it('sends crash reports nowhere unless a build names an https collector', () => {
    expect(crashReporterOptions(undefined)).toEqual({ uploadToServer: false, compress: true });
    expect(crashReporterOptions('')).toEqual({ uploadToServer: false, compress: true });
    expect(crashReporterOptions('http://crash.example.com/submit')).toEqual({ uploadToServer: false, compress: true });
    expect(crashReporterOptions('https://crash.example.com/submit')).toEqual({
      uploadToServer: true,
      submitURL: 'https://crash.example.com/submit',
      compress: true,
    });
  });
});
