import { describe, expect, it } from 'vitest';
import { notify, notifyOnNextScreen, registerNoticeHost, type Notice } from './notify';

function host(forScreens: boolean) {
  const shown: string[] = [];
  const register = () => registerNoticeHost({ show: (n: Notice) => shown.push(n.text), forScreens });
  return { shown, register };
}

describe('notify', () => {
  it('keeps notices raised before any host, and the next screen’s welcome for the screens’ host only', () => {
    notify({ kind: 'error', text: 'wrong password' });
    notifyOnNextScreen({ kind: 'success', text: 'welcome' });

    const signIn = host(false);
    const leaveSignIn = signIn.register();
    // The sign-in screen's host shows its failure, not the welcome meant for the screen after it.
    expect(signIn.shown).toEqual(['wrong password']);
    leaveSignIn();

    const screens = host(true);
    const leaveScreens = screens.register();
    expect(screens.shown).toEqual(['welcome']);
    notify({ kind: 'error', text: 'list failed' });
    expect(screens.shown).toEqual(['welcome', 'list failed']);
    leaveScreens();
  });

  it('a host that is gone shows nothing; a later one gets what came in between', () => {
    const first = host(true);
    const leaveFirst = first.register();
    const second = host(true);
    const leaveSecond = second.register();
    // The first one leaving late does not take the second's place away.
    leaveFirst();
    notify({ kind: 'success', text: 'saved' });
    expect(second.shown).toEqual(['saved']);
    leaveSecond();
    notify({ kind: 'error', text: 'while none' });
    expect(second.shown).toEqual(['saved']);
    const third = host(false);
    third.register()();
    expect(third.shown).toEqual(['while none']);
  });
});
