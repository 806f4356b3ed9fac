import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import type { ContactMessage } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from 'react-i18next';

/** A request a visit can answer, as the choice names it. */
export interface RequestChoice {
  value: number;
  label: string;
}

/** "Name · number · when it arrived": enough to tell one customer's requests apart. */
export const requestChoice = (m: ContactMessage): RequestChoice => ({
  value: m.id,
  label: `${m.name} · ${m.phone} · ${formatDateTime(m.created_at)}`,
});

/** The inbox's requests whose name or number has `q` (the visits screen's new visit). */
function useFoundRequests(q: string) {
  return useQuery({
    queryKey: [...messagesKey, 'visit-request', q],
    queryFn: async () => (await api.call('contacts', { query: { q, limit: 20 } })).items ?? [],
    enabled: q.trim().length >= 2,
    meta: { operation: 'loadMessages' },
  });
}

interface Props {
  choices: RequestChoice[] | 'search';
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}

/** Which request the visit answers: one of the given ones, or one found by name or number. */
export function RequestField({ choices, value, onChange, id }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<RequestChoice | null>(null);
  const found = useFoundRequests(choices === 'search' ? q : '');
  if (choices !== 'search') return <Select id={id} value={value} onChange={onChange} options={choices} />;
  const options = (found.data ?? []).filter((m) => m.customer_id !== null).map(requestChoice);
  return (
    <Select<number>
      id={id}
      value={value}
      showSearch={{ filterOption: false, onSearch: setQ }}
      placeholder={t('visit.requestSearch')}
      loading={found.isFetching}
      onChange={(next) => {
        setPicked(options.find((o) => o.value === next) ?? null);
        onChange?.(next);
      }}
      // The chosen request stays named after the search changes.
      options={picked && !options.some((o) => o.value === picked.value) ? [picked, ...options] : options}
      notFoundContent={null}
    />
  );
}
