import type { Urgency } from '@shared/constants';

export const urgencyColor: Record<Urgency, string> = { normal: 'default', urgent: 'orange', emergency: 'red' };
