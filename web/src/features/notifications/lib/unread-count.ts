/** The badge's text: the count, capped so it fits. */
export const formatUnreadCount = (count: number) => (count > 99 ? '99+' : String(count));
