/**
 * Features whose screens come with later issues (rating popup, leave-message screen). While one is off, the
 * menus do not offer it and its actions change nothing, so the visitor never meets a half-built screen.
 * The issue that builds a feature turns its flag on and handles its action in app/visitorActions.ts.
 */
export const FEATURES: Readonly<Record<'evaluate' | 'leaveMessage', boolean>> = {
  evaluate: true,
  leaveMessage: false,
};
