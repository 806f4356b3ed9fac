import { describe, expect, it } from 'vitest';
import { isMeteredConnection, isMeteredNmcli, isMeteredWindowsCost, METERED_QUERIES } from './metered';

describe('metered connection', () => {
  it("reads Windows' connection cost", () => {
    expect(isMeteredWindowsCost('Fixed\r\n')).toBe(true);
    expect(isMeteredWindowsCost('Variable')).toBe(true);
    expect(isMeteredWindowsCost('Unrestricted\r\n')).toBe(false);
    expect(isMeteredWindowsCost('Unknown')).toBe(false);
    expect(isMeteredWindowsCost('')).toBe(false);
  });

  it("reads NetworkManager's metered flag on any device", () => {
    expect(isMeteredNmcli('GENERAL.METERED:unknown\nGENERAL.METERED:yes (guessed)\n')).toBe(true);
    expect(isMeteredNmcli('GENERAL.METERED:yes\n')).toBe(true);
    expect(isMeteredNmcli('GENERAL.METERED:no\nGENERAL.METERED:unknown\n')).toBe(false);
  });

  it('asks the system tool of each platform, and knows nothing when it fails or on macOS', async () => {
    const asked: string[] = [];
    const answer = (out: string) => async (file: string, args: readonly string[]) => {
      asked.push([file, ...args].join(' '));
      return out;
    };
    expect(await isMeteredConnection('linux', answer('GENERAL.METERED:yes\n'))).toBe(true);
    expect(await isMeteredConnection('win32', answer('Variable'))).toBe(true);
    expect(asked).toEqual([
      [METERED_QUERIES.linux[0], ...METERED_QUERIES.linux[1]].join(' '),
      [METERED_QUERIES.win32[0], ...METERED_QUERIES.win32[1]].join(' '),
    ]);
    expect(await isMeteredConnection('darwin', answer('yes'))).toBe(false);
    expect(await isMeteredConnection('linux', () => Promise.reject(new Error('nmcli: not found')))).toBe(false);
  });
});
