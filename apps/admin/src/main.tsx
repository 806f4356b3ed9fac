import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAdminRouter } from '@/app/router';
import { installSessionWatch } from '@/app/session-watch';
import { applyLanguage, initialLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import './palette.css';
import './styles.css';

installSessionWatch(queryClient);
const router = createAdminRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first screen waits for its language's texts (a small chunk of its own).
await applyLanguage(initialLanguage());
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
