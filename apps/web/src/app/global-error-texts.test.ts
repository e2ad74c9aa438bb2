import { LOCALES } from '@sportsbook/contract/browser';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES, type MessageTree } from '../i18n/message-files';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

describe('global error texts', () => {
  it.each(LOCALES)('equal the page.error messages in %s', (locale) => {
    const error = (ALL_MESSAGES[locale].page as MessageTree).error as MessageTree;
    expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({
      title: error.title,
      description: error.description,
      home: (error['home-button'] as MessageTree).title,
      retry: error.retry,
    });
  });
});
