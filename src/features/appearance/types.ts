export interface AppearanceState {
  /** The user unlocked the partner edition's 'wiser' theme on this browser. */
  partnerUnlocked: boolean;
  /** The password prompt the hidden key combination opens. */
  prompt: { open: boolean; refused: boolean };
}
