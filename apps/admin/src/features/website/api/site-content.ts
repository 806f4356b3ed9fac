import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentSection, SiteContent } from '@shared/content/sections';
import type { AnswerOf } from '@shared/api/routes';
import { api } from '@/lib/api-client';
import { contentQuery } from '@/lib/site-content-query';

const contentKey = (section: ContentSection) => contentQuery(section).queryKey;
const versionsKey = ['content', 'versions'] as const;

/** A section's draft, its published content and the draft's version (for the next save). */
export function useSiteContent<S extends ContentSection>(section: S, { silent = false } = {}) {
  return useQuery({
    ...contentQuery(section),
    meta: silent ? { silent } : { operation: 'loadContent' },
    // A draft being edited is not replaced under the person's hands by a refetch on focus.
    refetchOnWindowFocus: false,
  });
}

/** Saves the draft; a 409 (someone saved since) leaves the form as it is and says so. */
export function useSaveDraft<S extends ContentSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, draft }: { version: number; draft: SiteContent[S] }) =>
      api.call('contentSave', { query: { section }, body: { version, draft } }),
    onSuccess: (saved) =>
      queryClient.setQueryData(contentKey(section), (old: AnswerOf<'content'> | undefined) =>
        old ? { ...old, version: saved.version, draft: saved.draft } : old,
      ),
    meta: { operation: 'saveContent' },
  });
}

/** Publishes the section's draft: the answer comes once the new pages are served. */
export function usePublish(section: ContentSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('contentPublish', { query: { section } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
    meta: { operation: 'publishContent' },
  });
}

/** Every published version, newest first. */
export function useContentVersions() {
  return useQuery({
    queryKey: versionsKey,
    queryFn: async () => (await api.call('contentVersions')).items,
    meta: { operation: 'loadContent' },
  });
}

/** Publishes an earlier version again (a new version; the draft becomes it too). */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.call('contentRestore', { query: { version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
    meta: { operation: 'publishContent' },
  });
}

/**
 * A page of the site rendered with every saved draft, while the preview is open; asked again each
 * time it opens (a draft saved since is in it).
 */
export function useContentPreview(path: string, open: boolean) {
  return useQuery({
    queryKey: ['content', 'preview', path],
    queryFn: () => api.call('contentPreview', { query: { path } }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    meta: { operation: 'previewContent' },
  });
}
