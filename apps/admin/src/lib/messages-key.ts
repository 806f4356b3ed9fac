/**
 * The query key under which everything made of messages is kept: the messages screen's list, pages,
 * figures and notes, the customers, the visits and the reports. A change to any message makes all
 * of it stale at once (a save here, or the live stream's news of one).
 */
export const messagesKey = ['messages'] as const;
