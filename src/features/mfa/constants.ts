/** Spec §9: the two-factor dialog closes after a 250 ms delay. */
export const MFA_CLOSE_DELAY_MS = 250;
