/** The banner's and the settings' words, translated on the server (namespace `consent`). */
export interface ConsentLabels {
  title: string;
  description: string;
  accept: string;
  reject: string;
  settings: string;
  settingsTitle: string;
  settingsDescription: string;
  save: string;
  close: string;
  alwaysOn: string;
  categories: Record<
    'necessary' | 'analytics' | 'marketing',
    { title: string; description: string }
  >;
}

/** Third-party tag URLs per optional category; a category without one loads nothing. */
export interface ConsentTags {
  analytics?: string | undefined;
  marketing?: string | undefined;
}
