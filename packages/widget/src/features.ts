/**
 * Visitor features with a screen of their own (rating popup, leave-message screen). While one is off, the menus
 * do not offer it and its actions change nothing, so the visitor never meets a half-built screen. The rating is
 * built; the leave-message screen is not yet. The change that builds one turns its flag on and handles its action
 * in routes/visitorActions.ts.
 */
export const FEATURES: Readonly<Record<'evaluate' | 'leaveMessage', boolean>> = {
  evaluate: true,
  leaveMessage: false,
};
