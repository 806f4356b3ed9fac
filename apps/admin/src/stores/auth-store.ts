import { create } from 'zustand';
import { forgetSignInPassword } from '@/lib/sign-in-password';

/** Local session info: the adminAuth flag and adminUser {username, loginTime}. */
export interface AdminUser {
  username: string;
  loginTime: string;
}

export const AUTH_STORAGE_KEYS = { flag: 'adminAuth', user: 'adminUser' } as const;

interface AuthState {
  adminAuth: boolean;
  adminUser: AdminUser | null;
  signedIn(email: string): void;
  signedOut(): void;
}

function readUser(): AdminUser | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEYS.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'username' in parsed && 'loginTime' in parsed) {
      const { username, loginTime } = parsed;
      if (typeof username === 'string' && typeof loginTime === 'string') return { username, loginTime };
    }
  } catch {
    // Unreadable storage counts as signed out.
  }
  return null;
}

function readFlag(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEYS.flag) === 'true';
  } catch {
    return false;
  }
}

/**
 * The server session (cookie) is the real authority; this store mirrors the local flag the older
 * dashboard requires and who signed in, kept in localStorage like the original screens did.
 */
export const useAuthStore = create<AuthState>((set) => ({
  adminAuth: readFlag(),
  adminUser: readUser(),
  signedIn(email) {
    const adminUser: AdminUser = { username: email, loginTime: new Date().toISOString() };
    localStorage.setItem(AUTH_STORAGE_KEYS.flag, 'true');
    localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(adminUser));
    set({ adminAuth: true, adminUser });
  },
  signedOut() {
    forgetSignInPassword();
    localStorage.removeItem(AUTH_STORAGE_KEYS.flag);
    localStorage.removeItem(AUTH_STORAGE_KEYS.user);
    set({ adminAuth: false, adminUser: null });
  },
}));
