/** The app's build (package.json version, defined at build time; spec §9: build 21.0.0). */
export const BUILD_VERSION: string = __BUILD_VERSION__;

/** Spec §9: feedback is sent with client 'Webclient'. */
export const FEEDBACK_CLIENT = 'Webclient';

/** The provider's pages the help, about and support pages link to (https only, fixed addresses). */
export const SUPPORT_LINKS = {
  helpCenter: 'https://kilowatch.app/help',
  learnLibrary: 'https://kilowatch.app/learn',
  terms: 'https://kilowatch.app/terms',
  privacy: 'https://kilowatch.app/privacy',
  supportEmail: 'support@kilowatch.app',
} as const;
