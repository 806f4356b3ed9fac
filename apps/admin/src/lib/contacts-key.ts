/**
 * The query key under which everything made of contact messages is kept: the lead desk's list,
 * pages, figures and notes, and the customers (clients). A change to any message makes all of it
 * stale at once (a save here, or the live stream's news of one).
 */
export const contactsKey = ['contacts'] as const;
