import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { apiErrorMessage, errorStatus, isCancelled, isUnreachable, type ApiOperation } from './api-error';
import { i18n } from './i18n';
import { notifyError } from './notify';

/**
 * How a query or mutation reports its failure: the message of its `operation`, or nothing when
 * `silent` (a call whose failure the screen shows in its own way, such as the session check).
 */
export interface ApiCallMeta extends Record<string, unknown> {
  operation?: ApiOperation;
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiCallMeta;
    mutationMeta: ApiCallMeta;
  }
}

/** The one place that shows a failed API call to the person: screens say only what success does. */
function reportFailure(error: unknown, meta: ApiCallMeta | undefined): void {
  if (meta?.silent || isCancelled(error)) return;
  // With no server to answer, every open call fails at once: say that once, not once per call.
  if (isUnreachable(error)) notifyError(i18n.t('auth.unreachable'), 'unreachable');
  else {
    // Keyed by its words: a failed list refreshed by the live stream says so again in the same toast.
    const message = apiErrorMessage(meta?.operation ?? 'generic', error);
    notifyError(message, message);
  }
}

/** Admin data is edited by several staff: refetch on focus, but never retry a 4xx. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => reportFailure(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failureCount, error) => {
        const status = errorStatus(error);
        return !isCancelled(error) && (status === undefined || status >= 500) && failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});
