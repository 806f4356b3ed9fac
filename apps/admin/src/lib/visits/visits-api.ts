import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@shared/constants';
import type { Paged, Visit, VisitBody } from '@shared/schemas';
import { api } from '../api-client';
import { errorStatus } from '../api-error';
import { ApiError } from '../api-client';
import { messagesKey } from '../messages-key';
import { addDays, saudiToday } from './saudi-week';

/**
 * Visits answer messages and carry their customers' names, and scheduling or completing one moves
 * its message along: their queries sit under the messages' key, so a change to a visit makes
 * the messages and customers stale too (and a message's change, here or on the live stream, the visits).
 */
export const visitsKey = [...messagesKey, 'visits'] as const;

/** The list call's query: days (inclusive), status, priority, team, search, page and size. */
export type VisitQuery = Partial<Record<'from' | 'to' | 'status' | 'priority' | 'team' | 'q', string>> & {
  page?: number;
  limit?: number;
};

export async function getVisits(query: VisitQuery): Promise<Paged<Visit>> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const data = await api.call('visits', { query: clean });
  return { items: Array.isArray(data?.items) ? data.items : [], total: Number(data?.total) || 0 };
}

/** Visits as the query asks; the previous answer stays shown while the next loads. */
export function useVisits(query: VisitQuery, enabled = true) {
  return useQuery({
    queryKey: [...visitsKey, 'list', query],
    queryFn: () => getVisits(query),
    placeholderData: keepPreviousData,
    enabled,
    meta: { operation: 'loadVisits' },
  });
}

/** The teams of the last two months' visits and the coming ones: the form's suggestions. */
export function useKnownTeams(): string[] {
  const from = addDays(saudiToday(), -60);
  const recent = useVisits({ from, limit: MAX_PAGE_SIZE });
  return [...new Set((recent.data?.items ?? []).map((visit) => visit.team))].sort((a, b) => a.localeCompare(b));
}

/** Saved, or refused because the team has other visits then (not yet confirmed). */
export type SaveOutcome = { saved: Visit } | { clashes: Visit[] };

const clashesOf = (error: unknown): Visit[] | null => {
  if (errorStatus(error) !== 409 || !(error instanceof ApiError)) return null;
  const body = error.body as { clashes?: unknown } | undefined;
  return Array.isArray(body?.clashes) ? (body.clashes as Visit[]) : [];
};

/** Schedules (no id) or changes a visit; an overlap is an outcome to ask about, not a failure. */
export function useSaveVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: VisitBody }): Promise<SaveOutcome> => {
      try {
        const data =
          id === null
            ? await api.call('visitCreate', { body })
            : await api.call('visitUpdate', { query: { id }, body });
        return { saved: data.item };
      } catch (error) {
        const clashes = clashesOf(error);
        if (clashes) return { clashes };
        throw error;
      }
    },
    onSuccess: (outcome) => {
      if ('saved' in outcome) void queryClient.invalidateQueries({ queryKey: messagesKey });
    },
    meta: { operation: 'saveVisit' },
  });
}

export function useDeleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.call('visitDelete', { query: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
    meta: { operation: 'deleteVisit' },
  });
}

/** A visit's stored fields as the body that saves it again (a change of one field keeps the rest). */
export function bodyOf(visit: Visit): VisitBody {
  const { contact_id, date, from, to, team, price, address, district, service_key, priority, status, notes } = visit;
  return {
    contact_id: contact_id ?? 0,
    date,
    from,
    to,
    team,
    price,
    address,
    district,
    service_key,
    priority,
    status,
    notes,
    confirm_overlap: false,
  };
}
