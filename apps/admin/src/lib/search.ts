/** Case- and diacritic-insensitive match of a search text against some fields (Arabic and Latin). */
export function normalizeSearch(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}|\u0640/gu, '') // combining marks (Arabic harakat, Latin accents) and tatweel
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .trim();
}

export function matchesSearch(query: string, ...fields: (string | number)[]): boolean {
  const q = normalizeSearch(query);
  if (!q) return true;
  return fields.some((f) => normalizeSearch(String(f)).includes(q));
}
