/**
 * Visitor features with a screen of their own (rating popup, leave-message screen). While one is off, the menus
 * do not offer it and its actions change nothing, so the visitor never meets a half-built screen. Both are built;
 * their actions are handled in routes/visitorActions.ts.
 */
export const FEATURES: Readonly<Record<'evaluate' | 'leaveMessage', boolean>> = {
  evaluate: true,
  leaveMessage: true,
};
