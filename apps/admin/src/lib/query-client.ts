import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './api-error';

/** Admin data is edited by several staff: refetch on focus, but never retry a 4xx. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failureCount, error) => {
        const status = errorStatus(error);
        return (status === undefined || status >= 500) && failureCount < 1;
      },
    },
    mutations: { retry: false },
  },
});
