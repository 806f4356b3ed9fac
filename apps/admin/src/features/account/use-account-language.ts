import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountInfo } from '@shared/schemas';
import { applyLanguage, currentLanguage, useLanguageStore } from '@/lib/i18n';
import { accountQuery } from '@/lib/account-query';
import { saveAccount, useSaveAccount } from './api/save-account';

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

/**
 * Right after signing in, before the first screen shows: the account's language, or the choice made
 * on the sign-in screen saved to the account. A failure leaves the language as it is (the screens
 * report their own failures).
 */
export async function settleAccountLanguage(queryClient: QueryClient): Promise<void> {
  try {
    const account = await queryClient.fetchQuery(accountQuery);
    const chosen = useLanguageStore.getState().chosenSignedOut;
    useLanguageStore.setState({ chosenSignedOut: null });
    if (chosen && chosen !== account.language) {
      queryClient.setQueryData(accountQuery.queryKey, await saveAccount({ language: chosen }));
    } else if (!chosen && account.language !== currentLanguage()) {
      await applyLanguage(account.language);
    }
  } catch {
    // Nothing to undo: the signed-in screens read the account again and follow it.
  }
}

/** Keeps a choice made while signed in on the account. */
export function useKeepLanguage(): (language: AccountInfo['language']) => void {
  const { mutate } = useSaveAccount();
  return (language) => mutate({ language });
}
