import { useEffect } from 'react';
import type { AccountInfo } from '@shared/schemas';
import { applyLanguage, currentLanguage, useLanguageStore } from '@/lib/i18n';
import { useSaveAccount } from './api/save-account';

/**
 * After sign-in the admin follows the account's language, so a person finds their language on any
 * computer. A choice made on the sign-in screen just before is theirs too: it is saved to the account
 * instead.
 */
export function useAccountLanguage(account: AccountInfo | undefined): void {
  const save = useSaveAccount();
  const { mutate } = save;
  const language = account?.language;
  useEffect(() => {
    if (!language) return;
    const chosen = useLanguageStore.getState().chosenSignedOut;
    if (chosen) {
      useLanguageStore.setState({ chosenSignedOut: null });
      if (chosen !== language) mutate({ language: chosen });
      return;
    }
    if (language !== currentLanguage()) void applyLanguage(language);
  }, [language, mutate]);
}

/** Keeps a choice made while signed in on the account. */
export function useKeepLanguage(): (language: AccountInfo['language']) => void {
  const { mutate } = useSaveAccount();
  return (language) => mutate({ language });
}
